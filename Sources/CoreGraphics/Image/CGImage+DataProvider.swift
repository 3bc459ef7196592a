// CGImage's Core Graphics initializer (CGImage.h CGImageCreate): 8-bit RGB pixels of 32 bits from a CGDataProvider,
// in any of Apple's 32-bit alpha layouts (alpha first or last, premultiplied, straight or skipped, big or little
// endian), converted to the engine's premultiplied RGBA8. What this engine cannot read (other bit depths, gray,
// decode arrays) is refused with one message and nil, as Apple returns nil for what it cannot make.
import Foundation

extension CGImage {
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let layout = CGImage.sourceLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                                space: space, bitmapInfo: bitmapInfo, decode: decode) else { return nil }
        // Overflow-safe (CGImage.byteCount): a width of 1 << 62 overflowed width·4 in this check itself.
        guard let spanned = CGImage.byteCount(width: width, height: height, bytesPerRow: bytesPerRow),
              CGImage.byteCount(width: width, height: height) != nil, provider.bytes.count >= spanned else {
            EngineDiagnostics.report(
                "CGImage(width: \(width), height: \(height), …, bytesPerRow: \(bytesPerRow), provider: "
                    + "\(provider.bytes.count) bytes): the sizes must be positive, bytesPerRow at least width·4, and the "
                    + "provider must hold every row, and the image at most \(CGImage.maximumByteCount) bytes; no image was made "
                    + "(returned nil).")
            return nil
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        provider.bytes.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            for y in 0..<height {
                for x in 0..<width {
                    let p = y * bytesPerRow + x * 4, q = (y * width + x) * 4
                    rgba[q] = source[p + layout.red]
                    rgba[q + 1] = source[p + layout.green]
                    rgba[q + 2] = source[p + layout.blue]
                    rgba[q + 3] = layout.opaque ? 255 : source[p + layout.alpha]
                }
            }
        }
        self.init(width: width, height: height, rgba: rgba, premultiplied: layout.premultiplied || layout.opaque)
    }

    /// Byte offsets within a pixel and how alpha is held.
    struct SourceLayout {
        var red: Int, green: Int, blue: Int, alpha: Int
        var premultiplied: Bool
        var opaque: Bool
    }

    /// The layout `bitmapInfo` describes, or nil (reported) when this engine cannot read it.
    static func sourceLayout(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo,
                             decode: UnsafePointer<CGFloat>?) -> SourceLayout? {
        func refuse(_ why: String) -> SourceLayout? {
            EngineDiagnostics.report("CGImage(width:height:bitsPerComponent:…): \(why); no image was made (returned nil). "
                                     + "Pass 8 bits per component, 32 per pixel, a device RGB space and no decode array.")
            return nil
        }
        guard bitsPerComponent == 8, bitsPerPixel == 32 else {
            return refuse("\(bitsPerComponent) bits per component and \(bitsPerPixel) per pixel are not supported")
        }
        guard space.model == .rgb else { return refuse("only RGB colour spaces are supported") }
        guard decode == nil else { return refuse("decode arrays are not supported") }
        guard !bitmapInfo.contains(.floatComponents),
              let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue),
              alphaInfo != .alphaOnly, alphaInfo != .none else {
            return refuse("bitmapInfo \(bitmapInfo.rawValue) is not a 32-bit RGB layout with an alpha or skipped byte")
        }
        let little: Bool
        switch bitmapInfo.intersection(.byteOrderMask) {
        case .byteOrderDefault, .byteOrder32Big: little = false
        case .byteOrder32Little: little = true
        default: return refuse("16-bit byte orders are not supported for 32-bit pixels")
        }
        let alphaFirst = alphaInfo == .premultipliedFirst || alphaInfo == .first || alphaInfo == .noneSkipFirst
        // Big-endian order as bytes: alpha-first is A R G B, alpha-last is R G B A; little-endian reverses.
        var o = alphaFirst ? (a: 0, r: 1, g: 2, b: 3) : (a: 3, r: 0, g: 1, b: 2)
        if little { o = (a: 3 - o.a, r: 3 - o.r, g: 3 - o.g, b: 3 - o.b) }
        return SourceLayout(red: o.r, green: o.g, blue: o.b, alpha: o.a,
                            premultiplied: alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast,
                            opaque: alphaInfo == .noneSkipFirst || alphaInfo == .noneSkipLast)
    }
}
