// CGPath hit testing (Apple's contains(_:using:transform:), CGPath.h CGPathContainsPoint): a point is contained
// when it lies in the region a fill of the path paints, with the winding or even-odd rule; every subpath counts as
// closed, as a fill closes it; the transform is applied to the point before the test, as the header says.
// Curves are flattened to chords within 0.01 units (docs/porting.md "Added API").
import Foundation

extension CGPath {
    /// Whether a fill of the path with `rule` would paint `point` (mapped through `transform` first).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        guard p.x.isFinite, p.y.isFinite else { return false }
        let winding = windingNumber(at: p)
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// The number of times the path's closed subpaths wind around `p` (counter-clockwise in y-up space positive).
    package func windingNumber(at p: CGPoint) -> Int {
        var winding = 0
        for polyline in PathPolyline.subpaths(of: elements, tolerance: 0.01) where polyline.points.count > 2 {
            let points = polyline.points
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                // Crossings of the rightward ray from p: upward edges count +1, downward −1.
                if a.y <= p.y {
                    if b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y, cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    /// Twice the signed area of triangle a, b, p: positive when p is left of a→b.
    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
