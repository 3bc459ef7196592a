// CAShapeLayer's dash pattern rule (CAShapeLayer.h; Core Graphics' CGContextSetLineDash): lengths repeat, and a
// pattern with a negative length or no positive length cannot be drawn, so the line is drawn solid.

/// Dash-pattern checks shared by the shape setter (which reports) and the renderer (which draws).
package enum ShapeDash {
    /// Whether `lengths` can dash a line: no negative length and at least one positive one.
    package static func isDrawable(_ lengths: [Double]) -> Bool {
        lengths.allSatisfy { $0 >= 0 } && lengths.contains { $0 > 0 }
    }
}
