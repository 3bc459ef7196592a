// CGContext image drawing (Apple's draw(_:in:) and draw(_:in:byTiling:)): the image fills `rect` in user space
// with its top row at rect.maxY, so it appears upright in Quartz's y-up space (and upside down in a flipped one, as
// on Apple's platforms). The image's premultiplied RGBA becomes a cairo surface sampled with the interpolation
// quality's filter.
import Foundation
internal import CCairo

extension CGContext {
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite
        else { return }
        guard let imageSurface = CGContext.cairoSurface(of: image) else { return }
        defer { cairo_surface_destroy(imageSurface) }
        saveGState()
        defer { restoreGState() }
        // Image space: x right from rect.minX, y down from rect.maxY, one unit per image pixel.
        translateBy(x: r.minX, y: r.maxY)
        scaleBy(x: r.width / CGFloat(image.width), y: -r.height / CGFloat(image.height))
        guard !state.isDegenerate else { return }
        if !byTiling {
            cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(cr)
        }
        paint(.clipArea) {
            cairo_set_source_surface(cr, imageSurface, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
            cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        }
    }

    /// An ARGB32 cairo surface with `image`'s pixels (the caller destroys it); nil if cairo cannot allocate it.
    static func cairoSurface(of image: CGImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface)
        else {
            EngineDiagnostics.report("CGContext.draw(_:in:): cairo could not allocate a \(image.width)×\(image.height) image; not drawn.")
            return nil
        }
        let rgba = BitmapLayout(red: 0, green: 1, blue: 2, alpha: 3, skipsAlpha: false)
        image.pixels.withUnsafeBytes { bytes in
            BitmapLayout.convert(width: image.width, height: image.height, from: bytes.baseAddress!, rgba,
                                 rowBytes: image.bytesPerRow, to: pixels, .cairoNative,
                                 rowBytes: Int(cairo_image_surface_get_stride(surface)))
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The bitmap as an immutable image, top row first, premultiplied RGBA (a skip-alpha bitmap is opaque).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        var native = BitmapLayout.cairoNative
        native.skipsAlpha = layout.skipsAlpha
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBytes { bytes in
            BitmapLayout.convert(width: width, height: height, from: pixels, native,
                                 rowBytes: Int(cairo_image_surface_get_stride(surface)), to: bytes.baseAddress!,
                                 BitmapLayout(red: 0, green: 1, blue: 2, alpha: 3, skipsAlpha: false),
                                 rowBytes: width * 4)
        }
        return CGImage(width: width, height: height, rgba: rgba, premultiplied: true)
    }
}
