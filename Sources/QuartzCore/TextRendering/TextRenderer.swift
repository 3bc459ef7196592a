// Draws a TextContent into a CGContext with Pango (HarfBuzz shaping, fontconfig font choice, FreeType glyphs)
// through pangocairo, in the context's current user space: the layer display context's top-left, y-down space, so
// the first line starts at the top of the bounds as CATextLayer's does. Wrapping breaks at words (characters inside
// a word too long for a line); truncation ellipsizes each line, or the last line that fits when wrapping.
import Foundation
internal import CCairo

enum TextRenderer {
    /// Draws `content` at `fontSize` points, runs without a colour of their own in `color` (nil: transparent), with
    /// the fonts `catalog` lists.
    static func draw(_ content: TextContent, fontSize: CGFloat, color: CGColor?, in bounds: CGRect,
                     context: CGContext, catalog: FontCatalog = EngineGlobals.fontCatalog) {
        guard !content.text.isEmpty, fontSize > 0, catalog.hasFonts,
              let face = catalog.resolve(content.fontName), !context.state.isDegenerate else { return }
        let cr = context.cr
        cairo_save(cr)
        defer {
            cairo_restore(cr)
            context.didPaint()
        }
        cairo_translate(cr, Double(bounds.minX), Double(bounds.minY))
        let layout = makeLayout(content, face: face, fontSize: fontSize, on: cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let starts = content.paragraphStarts
        let modes = content.alignments(ofParagraphsAt: starts)
        // One alignment for every paragraph: Pango aligns (and justifies) the whole layout. Several: each line is
        // placed by its paragraph's alignment (TextRenderer+Paragraphs.swift).
        let uniform = modes.allSatisfy { $0 == modes[0] } ? modes[0] : nil
        applyLines(content, mode: uniform ?? .natural, width: bounds.width, height: bounds.height, to: layout)
        let (r, g, b, a) = (color ?? CGColor(gray: 0, alpha: 0)).rgba
        cairo_set_source_rgba(cr, Double(r), Double(g), Double(b), Double(a) * Double(context.state.alpha))
        guard let uniform else {
            showLines(of: layout, paragraphStarts: starts, modes: modes, width: bounds.width, cr: cr)
            return
        }
        cairo_translate(cr, unwrappedAlignmentOffset(content, mode: uniform, width: bounds.width, layout: layout), 0)
        pango_cairo_show_layout(cr, layout)
    }

    /// allowsFontSubpixelQuantization true lets glyph advances snap to whole device pixels (cairo's hinted
    /// metrics); false, Apple's default, keeps exact subpixel positions.
    /// A Pango layout of `content`'s text in `face` at `fontSize` with its attributed runs, on `cr` (the caller
    /// releases it with g_object_unref): what both drawing and measuring lay out.
    static func makeLayout(_ content: TextContent, face: FontFace, fontSize: CGFloat,
                           on cr: OpaquePointer) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        applyFontOptions(quantized: content.quantizesGlyphs, to: layout)
        content.text.withCString { pango_layout_set_text(layout, $0, -1) }
        let largest = largestFontSize(on: cr)
        let description = fontDescription(face, size: drawnFontSize(fontSize, largest: largest))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if let attributes = attributeList(content.runs, largestFontSize: largest) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        return layout
    }

    static func applyFontOptions(quantized: Bool, to layout: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, quantized ? CAIRO_HINT_METRICS_ON : CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
    }

    static func fontDescription(_ face: FontFace, size: CGFloat) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, face.family)
        pango_font_description_set_absolute_size(description, Double(size) * Double(CCAIRO_PANGO_SCALE))
        pango_font_description_set_weight(description, face.isBold ? 700 : 400)
        pango_font_description_set_style(description, face.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// The largest font size drawn, in points, on `cr`: the one whose em is `maximumFontPixels` device pixels
    /// through the context's current transform.
    static func largestFontSize(on cr: OpaquePointer) -> CGFloat {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
        return scale.isFinite && scale > 0 ? CGFloat(Double(maximumFontPixels) / scale) : CGFloat(maximumFontPixels)
    }

    /// `size` points, or `largest` with one message when it is larger (DECISIONS 13).
    static func drawnFontSize(_ size: CGFloat, largest: CGFloat) -> CGFloat {
        guard size > largest else { return size }
        EngineDiagnostics.report("CATextLayer: a font size of \(size) points is more than the \(maximumFontPixels) "
            + "device pixels a glyph is drawn at; the text is drawn at \(largest) points. Use a smaller fontSize "
            + "(or scale the layer).")
        return largest
    }

    /// The largest em, in device pixels, text is drawn at: past it FreeType refuses the size (its limit is 65,535
    /// pixels) and cairo then keeps the error on the font face it shares with every other text of that font in the
    /// process, which from then on draws nothing; a glyph this large already spans half the largest backing
    /// store's side (CALayer.maximumBackingStoreSide) and costs 16 MiB as cairo's bitmap (DECISIONS 13).
    static let maximumFontPixels = 4096

    /// Per-run fonts, sizes, colours and kerning as Pango attributes over UTF-8 byte ranges; run sizes are drawn at
    /// most `largestFontSize` points.
    static func attributeList(_ runs: [TextRun], largestFontSize: CGFloat = .infinity) -> OpaquePointer? {
        guard !runs.isEmpty, let list = pango_attr_list_new() else { return nil }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ run: TextRun) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(run.start)
            attribute.pointee.end_index = guint(run.end)
            pango_attr_list_insert(list, attribute)
        }
        for run in runs {
            if run.face != nil || run.fontSize != nil {
                let description = pango_font_description_new()!
                if let face = run.face {
                    pango_font_description_set_family(description, face.family)
                    pango_font_description_set_weight(description, face.isBold ? 700 : 400)
                    pango_font_description_set_style(description, face.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
                }
                if let size = run.fontSize, size > 0 {
                    let drawn = drawnFontSize(size, largest: largestFontSize)
                    pango_font_description_set_absolute_size(description, Double(drawn) * Double(CCAIRO_PANGO_SCALE))
                }
                insert(pango_attr_font_desc_new(description), run)
                pango_font_description_free(description)
            }
            if let color = run.color {
                let (r, g, b, a) = color.rgba
                func channel(_ v: CGFloat) -> guint16 { guint16((min(max(v, 0), 1) * 65535).rounded()) }
                insert(pango_attr_foreground_new(channel(r), channel(g), channel(b)), run)
                insert(pango_attr_foreground_alpha_new(max(channel(a), 1)), run)
            }
            if let kern = run.kern, kern.isFinite {
                let clamped = min(max(kern, -maximumKern), maximumKern)
                insert(pango_attr_letter_spacing_new(pangoUnits(clamped)), run)
            }
        }
        return list
    }

    /// The widest kern (letter spacing) drawn, in points, either way: a character moved further is outside the
    /// largest backing store (CALayer.maximumBackingStoreSide), and Pango keeps positions in 32-bit units of
    /// 1/1024 point (DECISIONS 13).
    static let maximumKern: CGFloat = 8192

    /// `points` in Pango units (1/1024 point, 32-bit): Pango cannot hold a length past about 2,097,151 points, so
    /// longer ones (a width no line reaches) are clamped to that; NaN is 0 (DECISIONS 13).
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = Double(points) * Double(CCAIRO_PANGO_SCALE)
        guard !units.isNaN else { return 0 }
        return Int32(min(max(units.rounded(), Double(Int32.min)), Double(Int32.max)))
    }

    /// Width, wrapping, truncation and alignment.
    private static func applyLines(_ content: TextContent, mode: CATextLayerAlignmentMode, width: CGFloat,
                                   height: CGFloat, to layout: OpaquePointer) {
        let pangoWidth = pangoUnits(max(width, 0))
        let truncates = content.truncation != .none
        if content.isWrapped || truncates {
            pango_layout_set_width(layout, pangoWidth)
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if truncates {
            if content.isWrapped {
                pango_layout_set_height(layout, pangoUnits(max(height, 0)))
            } else {
                // Unwrapped: every line is one line, cut where it overflows.
                pango_layout_set_height(layout, -1)
            }
            switch content.truncation {
            case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            default: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        // Natural follows each paragraph's direction (right-aligned Arabic or Hebrew); the others are absolute.
        pango_layout_set_auto_dir(layout, mode == .natural ? 1 : 0)
        pango_layout_set_justify(layout, mode == .justified ? 1 : 0)
        switch mode {
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
    }

    /// Without wrapping or truncation the layout has no width (lines never break), so Pango aligns lines only
    /// against the widest one; the block itself is moved to the right or centre of the bounds here.
    private static func unwrappedAlignmentOffset(_ content: TextContent, mode: CATextLayerAlignmentMode, width: CGFloat,
                                                 layout: OpaquePointer) -> Double {
        guard !content.isWrapped, content.truncation == .none else { return 0 }
        guard mode == .right || mode == .center else { return 0 }
        var logical = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
        pango_layout_get_pixel_extents(layout, nil, &logical)
        let free = Double(width) - Double(logical.width)
        return mode == .right ? free : free / 2
    }
}
