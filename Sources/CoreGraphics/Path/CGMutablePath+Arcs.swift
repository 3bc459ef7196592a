// CGMutablePath's arcs with Apple's Swift names (CGPath.h: CGPathAddArc, CGPathAddRelativeArc, CGPathAddArcToPoint):
// arcs become cubic Béziers of at most a quarter turn each (control distance 4/3·tan(θ/4)·r, the standard
// approximation, within 0.03 % of the radius), preceded by a line from the current point or a move when the path
// is empty, as Core Graphics builds them. Angles are radians from +x towards +y; `clockwise` true runs with
// decreasing angle. Non-finite input is reported once and ignored (DECISIONS 12).
import Foundation

extension CGMutablePath {
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let turn = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: turn) - turn }
            delta = max(delta, -turn)
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: turn) + turn }
            delta = min(delta, turn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (positive: increasing angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, delta.isFinite else {
            EngineDiagnostics.report("CGMutablePath.addArc: a centre, radius or angle is not finite; the arc was ignored.")
            return
        }
        let r = abs(radius)
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)) }
        let start = point(startAngle)
        if elements.isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        let pieces = max(1, Int((abs(delta) / (CGFloat.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * r
        var a = startAngle
        for _ in 0..<pieces {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))
            let c2 = CGPoint(x: p3.x + k * sin(b), y: p3.y - k * cos(b))
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
            a = b
        }
    }

    /// A line towards `tangent1End`, then an arc of `radius` tangent to that line and to the line from
    /// `tangent1End` to `tangent2End` (CGPathAddArcToPoint); a line to `tangent1End` when the points are collinear.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let last = elements.last else {
            EngineDiagnostics.report("CGMutablePath.addArc(tangent1End:tangent2End:radius:): no current point; call "
                                     + "move(to:) first. The arc was ignored.")
            return
        }
        // The current point in the path's own space (elements are stored transformed; the tangent points are not).
        let current = transform.isIdentity ? (last.endPoint ?? currentPoint) : currentPoint.applying(transform.inverted())
        guard let arc = TangentArc(from: current, corner: tangent1End, to: tangent2End, radius: radius) else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        addArc(center: arc.center, radius: radius, startAngle: arc.startAngle, endAngle: arc.endAngle,
               clockwise: arc.clockwise, transform: transform)
    }
}
