// Path interpolation for shadowPath animations (spec §1.4 lists shadowPath as basic-animatable): two paths with
// the same element structure (same count, same element types in order) interpolate every point linearly, as
// Core Animation does for matching paths. Anything else has no point-wise blend; the caller switches half-way.
import Foundation

extension AnimatableValue {
    /// The point-wise blend of two element lists, or nil when their structures differ (or either is nil).
    static func interpolatedPath(_ a: [CGPath.Element]?, _ b: [CGPath.Element]?, fraction f: Double)
        -> AnimatableValue? {
        guard let a, let b, a.count == b.count else { return nil }
        let g = CGFloat(f)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * g, y: p.y + (q.y - p.y) * g) }
        var out: [CGPath.Element] = []
        out.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.moveTo(let p), .moveTo(let q)): out.append(.moveTo(mix(p, q)))
            case (.addLine(let p), .addLine(let q)): out.append(.addLine(mix(p, q)))
            case (.addQuadCurve(let c, let p), .addQuadCurve(let d, let q)):
                out.append(.addQuadCurve(control: mix(c, d), to: mix(p, q)))
            case (.addCurve(let c1, let c2, let p), .addCurve(let d1, let d2, let q)):
                out.append(.addCurve(control1: mix(c1, d1), control2: mix(c2, d2), to: mix(p, q)))
            case (.closeSubpath, .closeSubpath): out.append(.closeSubpath)
            default: return nil
            }
        }
        return .path(out)
    }
}
