// Decoding PNG data into a CGImage (Apple's CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:);
// docs/porting.md "The UIKit types", images): the bytes are read by cairo's PNG reader (libpng underneath, already
// linked with cairo), so UIImage(data:) and UIImage(contentsOfFile:) decode with a real library without UIKit
// linking SDL. Data that is not a readable PNG gives nil with one message.
import Foundation
internal import CCairo

extension CGImage {
    /// The PNG image in `source`'s bytes, or nil (with one message) when they are not a PNG cairo can read. The
    /// decode array, interpolation flag and intent are accepted for Apple's spelling; the engine draws every image
    /// in device RGB with the context's interpolation quality.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let decoded = CGImage.decodePNG(source.bytes) else {
            EngineDiagnostics.report(
                "CGImage(pngDataProviderSource:…): the \(source.bytes.count) bytes are not a PNG image cairo can "
                    + "read; no image was made (returned nil).")
            return nil
        }
        self.init(width: decoded.width, height: decoded.height, rgba: decoded.rgba, premultiplied: true)
    }

    /// Whether `data` starts with PNG's eight-byte signature.
    package static func hasPNGSignature(_ data: Data) -> Bool {
        data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// Premultiplied RGBA rows of the PNG in `data`, or nil when cairo cannot read it.
    private static func decodePNG(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard hasPNGSignature(data) else { return nil }
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let context = Unmanaged.passRetained(reader)
        defer { context.release() }
        let read: cairo_read_func_t = { closure, buffer, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard let buffer, reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
            reader.data.withUnsafeBytes { bytes in
                buffer.update(from: bytes.baseAddress!.advanced(by: reader.offset).assumingMemoryBound(to: UInt8.self),
                              count: count)
            }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_image_surface_create_from_png_stream(read, context.toOpaque()) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let format = cairo_image_surface_get_format(surface)
        guard width > 0, height > 0, format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let pixels = cairo_image_surface_get_data(surface) else { return nil }
        var native = BitmapLayout.cairoNative
        native.skipsAlpha = format == CAIRO_FORMAT_RGB24
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBytes { bytes in
            BitmapLayout.convert(width: width, height: height, from: pixels, native,
                                 rowBytes: Int(cairo_image_surface_get_stride(surface)), to: bytes.baseAddress!,
                                 BitmapLayout(red: 0, green: 1, blue: 2, alpha: 3, skipsAlpha: false),
                                 rowBytes: width * 4)
        }
        return (width, height, rgba)
    }
}
