// What UIKit's UIFont asks the engine's font machinery (docs/porting.md "The UIKit types", fonts): whether a family
// is installed (fontconfig's answer, through Pango's font map), the default sans and monospace families, and a
// face's line metrics measured by Pango as CATextLayer lays the face out. Package-level: not Apple's API.
import Foundation
internal import CCairo

package enum FontLookup {
    /// A face the engine can draw: its fontconfig family and style.
    package struct Face: Equatable, Sendable {
        package var family: String
        package var isBold: Bool
        package var isItalic: Bool

        package init(family: String, isBold: Bool, isItalic: Bool) {
            self.family = family
            self.isBold = isBold
            self.isItalic = isItalic
        }
    }

    /// The installed face `name` names ("DejaVu Sans", "DejaVuSans-Bold"), or nil.
    package static func installedFace(named name: String) -> Face? {
        EngineGlobals.fontCatalog.face(named: name)
            .map { Face(family: $0.family, isBold: $0.isBold, isItalic: $0.isItalic) }
    }

    /// The family CATextLayer draws Apple's system font ("Helvetica", nil) with; nil when no font is installed.
    package static var defaultSansFamily: String? { EngineGlobals.fontCatalog.defaultSans }

    /// An installed monospaced family (DejaVu Sans Mono, Liberation Mono, or fontconfig's "Monospace"), or nil.
    package static var monospaceFamily: String? {
        ["DejaVu Sans Mono", "Noto Sans Mono", "Liberation Mono", "FreeMono", "Monospace"].lazy
            .compactMap { EngineGlobals.fontCatalog.face(named: $0)?.family }.first
    }

    /// Ascender (above the baseline, positive), descender (below, negative) and line height of `face` at `size`
    /// points, in points, as Pango lays out one line of it with unhinted metrics (CATextLayer's default). Unhinted
    /// metrics grow in proportion to the size, so a size past the largest em text is drawn at
    /// (TextRenderer.maximumFontPixels, DECISIONS 13) is measured there and scaled: asking cairo for the size itself
    /// would leave an error on the font face every text of that font shares.
    package static func lineMetrics(of face: Face, size: CGFloat)
        -> (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat)? {
        let largest = CGFloat(TextRenderer.maximumFontPixels)
        guard size > largest, size.isFinite else { return measuredLineMetrics(of: face, size: size) }
        guard let metrics = measuredLineMetrics(of: face, size: largest) else { return nil }
        let scale = size / largest
        return (metrics.ascender * scale, metrics.descender * scale, metrics.lineHeight * scale)
    }

    private static func measuredLineMetrics(of face: Face, size: CGFloat)
        -> (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat)? {
        guard size > 0, size.isFinite, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        guard let layout = pango_cairo_create_layout(cr) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, face.family)
        pango_font_description_set_absolute_size(description, Double(size) * Double(CCAIRO_PANGO_SCALE))
        pango_font_description_set_weight(description, face.isBold ? 700 : 400)
        pango_font_description_set_style(description, face.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, "Ag", -1)
        guard let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        guard let line = pango_layout_iter_get_line_readonly(iterator) else { return nil }
        var logical = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
        pango_layout_line_get_extents(line, nil, &logical)
        let unit = CGFloat(CCAIRO_PANGO_SCALE)
        let ascender = CGFloat(pango_layout_get_baseline(layout)) / unit
        let lineHeight = CGFloat(logical.height) / unit
        return (ascender, ascender - lineHeight, lineHeight)
    }
}
