// The arc CGContext.addArc(tangent1End:tangent2End:radius:) draws (PostScript's arct): the circle of the given
// radius tangent to the line from the current point to the corner and to the line from the corner onward.
import Foundation

struct TangentArc {
    /// A 2-D difference of points (Linux Foundation has no CGVector).
    private struct Offset { var dx: CGFloat, dy: CGFloat }

    var center: CGPoint
    var start: CGPoint
    var startAngle: CGFloat
    var endAngle: CGFloat
    /// Whether the arc runs with decreasing angle.
    var clockwise: Bool

    /// nil when the three points are collinear or the radius is 0: the caller draws a line to the corner.
    init?(from p0: CGPoint, corner p1: CGPoint, to p2: CGPoint, radius: CGFloat) {
        let v1 = Offset(dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = Offset(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        guard radius > 0, l1 > 0, l2 > 0 else { return nil }
        let u1 = Offset(dx: v1.dx / l1, dy: v1.dy / l1), u2 = Offset(dx: v2.dx / l2, dy: v2.dy / l2)
        let cross = u1.dx * u2.dy - u1.dy * u2.dx
        guard abs(cross) > 1e-9 else { return nil }
        let cosine = max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let half = acos(cosine) / 2
        let tangentDistance = radius / tan(half)
        let bisector = Offset(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(half)
        center = CGPoint(x: p1.x + bisector.dx / bl * centerDistance, y: p1.y + bisector.dy / bl * centerDistance)
        start = CGPoint(x: p1.x + u1.dx * tangentDistance, y: p1.y + u1.dy * tangentDistance)
        let end = CGPoint(x: p1.x + u2.dx * tangentDistance, y: p1.y + u2.dy * tangentDistance)
        startAngle = atan2(start.y - center.y, start.x - center.x)
        endAngle = atan2(end.y - center.y, end.x - center.x)
        // Turning from the first line to the second: a left turn (cross < 0 seen from p1) runs counterclockwise.
        clockwise = cross > 0
        // Points near the Double range overflow on the way (hypot, the tangent distance) to NaN or infinity,
        // which must never reach cairo (DECISIONS 13): the caller then draws the line to the corner.
        let values = [center.x, center.y, start.x, start.y, startAngle, endAngle]
        guard values.allSatisfy(\.isFinite) else { return nil }
    }
}
