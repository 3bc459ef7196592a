// CGContext clipping (Apple's clip(using:), clip(to:), resetClip, boundingBoxOfClipPath): the clip is the
// intersection of every clip since the last saveGState, kept in cairo's state; clipping with the current path
// consumes the path, as Quartz does.
import Foundation
internal import CCairo

extension CGContext {
    public func clip(using rule: CGPathFillRule = .winding) {
        guard !state.isDegenerate else {
            // Clipping to a path seen through a zero scale leaves nothing visible.
            cairo_new_path(cr)
            clipToNothing()
            return
        }
        cairo_set_fill_rule(cr, rule.cairoRule)
        cairo_clip(cr)
    }

    public func clip(to rect: CGRect) { clip(to: [rect]) }

    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    public func resetClip() { cairo_reset_clip(cr) }

    /// The clip's bounding box in user space (the whole bitmap when nothing clips), as Apple's.
    public var boundingBoxOfClipPath: CGRect {
        guard !state.isDegenerate else { return .zero }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    private func clipToNothing() {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, 0, 0, 0, 0)
        cairo_restore(cr)
        cairo_clip(cr)
    }
}
