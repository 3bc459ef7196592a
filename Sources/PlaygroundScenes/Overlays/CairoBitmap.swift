// Draws with cairo into a new bitmap and hands it over as a CGImage (premultiplied RGBA), for the overlays' own
// pictures: text (OverlayTextRenderer) and the live controls' timing curve (TimingCurveImage).
internal import CCairo
import QuartzCore
import Foundation

enum CairoBitmap {
    /// A `width`×`height` pixel image drawn by `draw` on a transparent cairo ARGB32 surface; nil when cairo
    /// cannot make the surface (zero or huge sizes).
    static func image(width: Int, height: Int, draw: (OpaquePointer) -> Void) -> CGImage? {
        guard width > 0, height > 0, width <= 8192, height <= 8192,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return nil }
        draw(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return CGImage(width: width, height: height, rgba: rgbaBytes(of: surface, width: width, height: height),
                       premultiplied: true)
    }

    /// cairo's ARGB32 is premultiplied, one native-endian 32-bit word per pixel; the compositor takes RGBA bytes.
    private static func rgbaBytes(of surface: OpaquePointer, width: Int, height: Int) -> [UInt8] {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width {
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let i = (y * width + x) * 4
                bytes[i] = UInt8(truncatingIfNeeded: word >> 16)
                bytes[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
                bytes[i + 2] = UInt8(truncatingIfNeeded: word)
                bytes[i + 3] = UInt8(truncatingIfNeeded: word >> 24)
            }
        }
        return bytes
    }
}
