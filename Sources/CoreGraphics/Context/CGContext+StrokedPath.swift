// CGContext.replacePathWithStrokedPath() (Apple's CGContextReplacePathWithStrokedPath, docs/porting.md "Added API"):
// the current path becomes the outline a stroke with the current line width, cap, join and miter limit would paint
// (CGPath.copy(strokingWithWidth:...), built in user space; dashes are not applied). Fill it with the winding rule.
import Foundation
internal import CCairo

extension CGContext {
    public func replacePathWithStrokedPath() {
        guard let path = path else { return }
        let cap: CGLineCap, join: CGLineJoin
        switch cairo_get_line_cap(cr) {
        case CAIRO_LINE_CAP_ROUND: cap = .round
        case CAIRO_LINE_CAP_SQUARE: cap = .square
        default: cap = .butt
        }
        switch cairo_get_line_join(cr) {
        case CAIRO_LINE_JOIN_ROUND: join = .round
        case CAIRO_LINE_JOIN_BEVEL: join = .bevel
        default: join = .miter
        }
        let outline = path.copy(strokingWithWidth: CGFloat(cairo_get_line_width(cr)), lineCap: cap, lineJoin: join,
                                miterLimit: CGFloat(cairo_get_miter_limit(cr)))
        beginPath()
        addPath(outline)
    }
}
