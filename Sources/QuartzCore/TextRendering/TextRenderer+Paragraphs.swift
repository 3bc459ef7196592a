// Per-paragraph alignment (NSParagraphStyle.alignment in an attributed CATextLayer string): Pango aligns a whole
// layout, so when paragraphs ask for different alignments the layout is laid out once (wrapping, truncation, bidi
// and line spacing as usual) and each line is drawn by itself at the x its paragraph's alignment gives within the
// bounds' width. Natural follows the line's resolved direction (right for Arabic or Hebrew). Justified paragraphs
// among differently aligned ones are drawn natural: Pango justifies whole layouts only.
import Foundation
internal import CCairo

extension TextRenderer {
    /// Draws every line of `layout` at its paragraph's alignment; `paragraphStarts` are UTF-8 offsets, `modes` the
    /// alignment of each paragraph.
    static func showLines(of layout: OpaquePointer, paragraphStarts: [Int], modes: [CATextLayerAlignmentMode],
                          width: CGFloat, cr: OpaquePointer) {
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(CCAIRO_PANGO_SCALE)
        // Lines come in string order, so the paragraph of each is found by moving forward from the last one's
        // (linear in lines; a search per line was quadratic, DECISIONS 13).
        var paragraph = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let start = Int(line.pointee.start_index)
            while paragraph + 1 < paragraphStarts.count, paragraphStarts[paragraph + 1] <= start { paragraph += 1 }
            var logical = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
            pango_layout_line_get_extents(line, nil, &logical)
            let free = Double(width) - Double(logical.width) / scale
            let rightToLeft = line.pointee.resolved_dir == CCAIRO_PANGO_DIRECTION_RTL
            let left: Double
            switch modes[paragraph] {
            case .right: left = free
            case .center: left = free / 2
            case .left: left = 0
            default: left = rightToLeft ? free : 0
            }
            cairo_move_to(cr, left - Double(logical.x) / scale, Double(pango_layout_iter_get_baseline(iter)) / scale)
            pango_cairo_show_layout_line(cr, line)
        } while pango_layout_iter_next_line(iter) != 0
    }
}
