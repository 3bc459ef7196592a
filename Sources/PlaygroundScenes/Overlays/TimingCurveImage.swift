// The live controls' timing curve, drawn with cairo (docs/architecture.md "The playground": "the transaction's … timing function (with its
// curve drawn)"): the unit square with time across and progress up, the straight linear diagonal faintly, and the
// function's cubic Bézier from (0, 0) through its two control points to (1, 1), as Apple's documentation draws them.
internal import CCairo
import QuartzCore
import Foundation

enum TimingCurveImage {
    /// The curve of `function` in a `side`-point square at `scale` pixels per point.
    static func image(of function: CAMediaTimingFunction, side: CGFloat, scale: CGFloat = 1) -> CGImage? {
        var c1 = [Float](repeating: 0, count: 2), c2 = [Float](repeating: 0, count: 2)
        function.getControlPoint(at: 1, values: &c1)
        function.getControlPoint(at: 2, values: &c2)
        let pixels = Int((side * scale).rounded())
        let inset = 4.0 * Double(scale), span = Double(pixels) - 2 * inset
        // y up in the square: progress 1 at the top.
        func point(_ x: Float, _ y: Float) -> (Double, Double) { (inset + Double(x) * span, inset + (1 - Double(y)) * span) }
        return CairoBitmap.image(width: pixels, height: pixels) { context in
            cairo_set_line_width(context, Double(scale))
            cairo_set_source_rgba(context, 1, 1, 1, 0.35)
            cairo_rectangle(context, inset, inset, span, span)
            cairo_stroke(context)
            let start = point(0, 0), end = point(1, 1)
            cairo_move_to(context, start.0, start.1)
            cairo_line_to(context, end.0, end.1)
            cairo_set_source_rgba(context, 1, 1, 1, 0.2)
            cairo_stroke(context)
            let a = point(c1[0], c1[1]), b = point(c2[0], c2[1])
            cairo_move_to(context, start.0, start.1)
            cairo_curve_to(context, a.0, a.1, b.0, b.1, end.0, end.1)
            cairo_set_line_width(context, 2 * Double(scale))
            cairo_set_source_rgba(context, 0.55, 0.9, 1, 1)
            cairo_stroke(context)
        }
    }
}
