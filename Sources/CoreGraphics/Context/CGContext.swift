// CGContext (API.md "Beyond the first wave"; Apple's bitmap CGContext): a drawing context over a 32-bit RGBA bitmap,
// rasterised by cairo. The class body holds the storage and the initializer; paths, painting, state, images,
// gradients, shadows and makeImage() live in the CGContext+Concern.swift extensions. Device space is Apple's for
// bitmap contexts: origin at the bottom-left, y up; cairo's y-down pixels are reached through a flip under the CTM.
import Foundation
internal import CCairo

open class CGContext {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let bitsPerComponent: Int
    public var bitsPerPixel: Int { 32 }
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }
    /// The bitmap's bytes in the layout the context was created with.
    public var data: UnsafeMutableRawPointer? { clientData }

    let layout: BitmapLayout
    let surface: OpaquePointer
    package let cr: OpaquePointer
    let clientData: UnsafeMutableRawPointer
    private let ownsClientData: Bool
    /// cairo draws straight into `clientData`; otherwise every painting operation copies its result there.
    let sharesClientData: Bool
    /// Device space (y up) to cairo's pixel space (y down).
    let deviceFlip: CGAffineTransform
    /// The layer display context flips its base space as UIKit's does, so a positive shadow height goes down.
    package var shadowOffsetPointsDown = false

    package var state = DrawingState()
    package var stateStack: [DrawingState] = []
    /// Apple's allowsAntialiasing: not part of the graphics state, so save/restore leave it alone
    /// (CGContext+Antialiasing.swift).
    package var allowsAntialiasingFlag = true
    /// The alpha each open transparency layer is composited with, innermost last (CGContext+TransparencyLayer.swift).
    package var transparencyLayerAlphas: [CGFloat] = []

    /// A bitmap context over `data` (or over memory it allocates, cleared, when `data` is nil); `bytesPerRow` 0
    /// means width·4. Returns nil with one message for what Apple's CGBitmapContextCreate rejects or cairo cannot
    /// draw: non-positive sizes, other than 8 bits per component, gray or unpremultiplied layouts, short rows.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let rowBytes = bytesPerRow == 0 ? width.multipliedReportingOverflow(by: 4).partialValue : bytesPerRow
        let layout = BitmapLayout(bitmapInfo: info)
        if let problem = CGContext.problem(width: width, height: height, bitsPerComponent: bitsPerComponent,
                                           rowBytes: rowBytes, space: space, layout: layout, bitmapInfo: bitmapInfo) {
            EngineDiagnostics.report("CGContext(data:width:height:...): \(problem); no context was made (returned nil).")
            return nil
        }
        guard let layout else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.bitsPerComponent = bitsPerComponent
        self.colorSpace = space
        self.bitmapInfo = info
        self.layout = layout
        if let data {
            clientData = data
            ownsClientData = false
        } else {
            clientData = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            clientData.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            ownsClientData = true
        }
        sharesClientData = layout.isCairoNative && rowBytes % 4 == 0
        if sharesClientData {
            surface = cairo_image_surface_create_for_data(
                clientData.assumingMemoryBound(to: UInt8.self), layout.cairoFormat, Int32(width), Int32(height),
                Int32(rowBytes))
        } else {
            surface = cairo_image_surface_create(layout.cairoFormat, Int32(width), Int32(height))
        }
        cr = cairo_create(surface)
        deviceFlip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        if !sharesClientData { copyClientDataToSurface() }
        applyCTM()
    }

    /// The same, with the bitmap info as a CGBitmapInfo.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if ownsClientData { clientData.deallocate() }
    }

    /// What makes the parameters unusable, or nil when a context can be made.
    private static func problem(width: Int, height: Int, bitsPerComponent: Int, rowBytes: Int, space: CGColorSpace,
                                layout: BitmapLayout?, bitmapInfo: UInt32) -> String? {
        if width <= 0 || height <= 0 { return "width \(width) and height \(height) must be positive" }
        if width > 32767 || height > 32767 { return "\(width)×\(height) exceeds cairo's 32767-pixel side" }
        if bitsPerComponent != 8 { return "\(bitsPerComponent) bits per component is not supported; use 8" }
        if space.model != .rgb { return "only RGB colour spaces are supported; use CGColorSpaceCreateDeviceRGB()" }
        if rowBytes < width * 4 { return "bytesPerRow \(rowBytes) is less than width·4 = \(width * 4)" }
        // Checked before anything is allocated or converted (DECISIONS 13): cairo keeps the row stride in 32 bits,
        // and the bytes (rows · height) stay within the largest image the engine makes.
        if rowBytes > Int(Int32.max) { return "bytesPerRow \(rowBytes) exceeds cairo's \(Int32.max)-byte row" }
        let (bytes, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        if overflow || bytes > CGImage.maximumByteCount {
            return "bytesPerRow \(rowBytes) × height \(height) exceeds \(CGImage.maximumByteCount) bytes, the largest bitmap "
                + "the engine makes"
        }
        if layout == nil {
            return "bitmapInfo \(bitmapInfo) is not a premultiplied or skip-alpha 8-bit RGBA layout; use "
                + "CGImageAlphaInfo.premultipliedLast.rawValue"
        }
        return nil
    }

    /// Starts cairo from the caller's pixels (a context drawn into existing bytes keeps them, as Apple's).
    private func copyClientDataToSurface() {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        BitmapLayout.convert(width: width, height: height, from: clientData, layout, rowBytes: bytesPerRow,
                             to: pixels, .cairoNative, rowBytes: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
    }

    /// After a painting operation: the caller's bytes show the result.
    package func didPaint() {
        guard !sharesClientData else {
            cairo_surface_flush(surface)
            return
        }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        BitmapLayout.convert(width: width, height: height, from: pixels, .cairoNative,
                             rowBytes: Int(cairo_image_surface_get_stride(surface)),
                             to: clientData, layout, rowBytes: bytesPerRow)
    }
}
