// CGPathSegment: one drawable piece of a path with its start point (line, quadratic or cubic
// Bézier), as keyframe animation along a path needs it (spec §6.5): every line, curve and
// close of the path ends one keyframe; a close is a line back to the subpath's start.
import Foundation

package struct CGPathSegment: Equatable, Hashable, Sendable {
    package enum Kind: Equatable, Hashable, Sendable { case line, quadCurve, curve }

    package let kind: Kind
    /// Start, controls, end. Lines use p0 and p3; quadratic curves p0, p1 (control) and p3.
    package let p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint
    /// Index of the path element this segment comes from.
    package let elementIndex: Int

    package init(kind: Kind, p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint, elementIndex: Int) {
        self.kind = kind
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
        self.elementIndex = elementIndex
    }

    package var start: CGPoint { p0 }
    package var end: CGPoint { p3 }

    /// The point at curve parameter t in 0...1.
    package func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch kind {
        case .line:
            return CGPoint(x: u * p0.x + t * p3.x, y: u * p0.y + t * p3.y)
        case .quadCurve:
            let a = u * u, b = 2 * u * t, c = t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p3.x, y: a * p0.y + b * p1.y + c * p3.y)
        case .curve:
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                           y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The derivative dP/dt at t (not normalized); may be zero where control points coincide.
    package func derivative(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch kind {
        case .line:
            return CGPoint(x: p3.x - p0.x, y: p3.y - p0.y)
        case .quadCurve:
            return CGPoint(x: 2 * u * (p1.x - p0.x) + 2 * t * (p3.x - p1.x),
                           y: 2 * u * (p1.y - p0.y) + 2 * t * (p3.y - p1.y))
        case .curve:
            let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
            return CGPoint(x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                           y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
        }
    }

    /// The tangent angle atan2(dy, dx) at t, for rotationMode (spec §6.5). Where the derivative
    /// vanishes (a control point on an end point) the chord direction is used instead.
    package func tangentAngle(at t: CGFloat) -> CGFloat {
        let d = derivative(at: t)
        if d.x != 0 || d.y != 0 { return atan2(d.y, d.x) }
        let near = point(at: min(max(t, 0.001), 0.999))
        let dx = t < 0.5 ? near.x - p0.x : p3.x - near.x
        let dy = t < 0.5 ? near.y - p0.y : p3.y - near.y
        return (dx != 0 || dy != 0) ? atan2(dy, dx) : atan2(p3.y - p0.y, p3.x - p0.x)
    }
}
