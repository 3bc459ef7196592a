// Measures and draws overlay text (docs/architecture.md "The playground": the playground speaks with real text): Pango lays the line out —
// shaping through HarfBuzz, fonts chosen by fontconfig ("Sans", DejaVu Sans where .ci/install-deps installs it),
// glyphs rasterised by FreeType. OverlayText measures its line here (its CATextLayer draws it); `draw` paints a
// line into a bitmap for a scene's own contents image. Main thread only (as layers are).
internal import CCairo
import QuartzCore
import Foundation

enum OverlayTextRenderer {
    /// PangoWeight's PANGO_WEIGHT_NORMAL and PANGO_WEIGHT_BOLD (the shim declares weights as plain ints).
    static let normalWeight: Int32 = 400
    static let boldWeight: Int32 = 700

    /// The text's size in points as Pango lays it out (ellipsized, or wrapped, at the style's maxWidth); zero for
    /// empty text.
    static func size(of text: String, style: OverlayTextStyle) -> CGSize {
        guard !text.isEmpty, let measuring = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return .zero }
        defer { cairo_surface_destroy(measuring) }
        guard let context = cairo_create(measuring) else { return .zero }
        defer { cairo_destroy(context) }
        guard let layout = makeLayout(text, style: style, scale: 1, on: context) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        return CGSize(width: CGFloat(max(logical.width, 0)), height: CGFloat(max(logical.height, 0)))
    }

    /// Whether Pango cuts `text` with an ellipsis in `style` (a maxWidth without wrapping, too narrow for it).
    static func isEllipsized(_ text: String, style: OverlayTextStyle) -> Bool {
        guard !text.isEmpty, let measuring = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return false }
        defer { cairo_surface_destroy(measuring) }
        guard let context = cairo_create(measuring) else { return false }
        defer { cairo_destroy(context) }
        guard let layout = makeLayout(text, style: style, scale: 1, on: context) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return pango_layout_is_ellipsized(layout) != 0
    }

    /// The text's bitmap at `scale` pixels per point and its size in points; (nil, zero) for empty text.
    static func draw(_ text: String, style: OverlayTextStyle, scale: CGFloat) -> (image: CGImage?, size: CGSize) {
        guard !text.isEmpty else { return (nil, .zero) }
        let pixelsPerPoint = scale.isFinite && scale > 0 ? scale : 1
        guard let measuring = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return (nil, .zero) }
        defer { cairo_surface_destroy(measuring) }
        guard let measureContext = cairo_create(measuring) else { return (nil, .zero) }
        defer { cairo_destroy(measureContext) }
        guard let layout = makeLayout(text, style: style, scale: pixelsPerPoint, on: measureContext) else {
            return (nil, .zero)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        let width = Int(logical.width), height = Int(logical.height)
        guard width > 0, height > 0 else { return (nil, .zero) }

        let color = style.color
        let image = CairoBitmap.image(width: width, height: height) { context in
            cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_move_to(context, Double(-logical.x), Double(-logical.y))
            pango_cairo_update_layout(context, layout)
            pango_cairo_show_layout(context, layout)
        }
        return (image, CGSize(width: CGFloat(width) / pixelsPerPoint, height: CGFloat(height) / pixelsPerPoint))
    }

    private static func makeLayout(_ text: String, style: OverlayTextStyle, scale: CGFloat,
                                   on context: OpaquePointer) -> OpaquePointer? {
        guard let layout = pango_cairo_create_layout(context) else { return nil }
        guard let font = pango_font_description_new() else { return layout }
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "Sans")
        pango_font_description_set_weight(font, style.bold ? Self.boldWeight : Self.normalWeight)
        pango_font_description_set_absolute_size(font, Double(style.fontSize * scale) * Double(CCAIRO_PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        if let maxWidth = style.maxWidth, maxWidth.isFinite, maxWidth > 0 {
            pango_layout_set_width(layout, Int32(min(maxWidth * scale, 100_000)) * CCAIRO_PANGO_SCALE)
            if style.wraps {
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)   // as CATextLayer wraps (TextRenderer)
            } else {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        pango_layout_set_text(layout, text, -1)
        return layout
    }
}
