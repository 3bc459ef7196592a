// The size a CATextLayer's text takes (CATextLayer.preferredFrameSize(), docs/porting.md "Added API"): the Pango
// layout TextRenderer.draw would show, laid out unwrapped (or wrapped at the bounds' width when isWrapped), measured
// by its logical extents in points: the widest line's advance by the lines' total height.
import Foundation
internal import CCairo

extension TextRenderer {
    /// The logical size of `content` at `fontSize` points; .zero without text or fonts.
    static func measure(_ content: TextContent, fontSize: CGFloat, wrapWidth: CGFloat?,
                        catalog: FontCatalog = EngineGlobals.fontCatalog) -> CGSize {
        guard !content.text.isEmpty, fontSize > 0, catalog.hasFonts, let face = catalog.resolve(content.fontName),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return .zero }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let layout = makeLayout(content, face: face, fontSize: fontSize, on: cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let wrapWidth, wrapWidth > 0 {
            pango_layout_set_width(layout, Int32(wrapWidth * CGFloat(CCAIRO_PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(CCAIRO_PANGO_SCALE)
        return CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
    }
}
