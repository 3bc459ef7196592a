// CAMediaTimingFunctionCurve: the value-type solver behind CAMediaTimingFunction (spec §4.2).
// Holds the precomputed polynomial coefficients of the cubic Bézier from (0,0) to (1,1), so the
// per-frame evaluator can copy it into render-tree snapshots and solve with no allocation.
import Foundation

package struct CAMediaTimingFunctionCurve: Equatable, Hashable, Sendable {
    /// The two inner control points as given.
    package let c1x: Double, c1y: Double, c2x: Double, c2y: Double
    // X(t) = ((ax·t + bx)·t + cx)·t and Y(t) likewise (spec §4.2).
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double

    /// Newton's iteration cap and the derivative floor below which it gives up (spec §4.2).
    @usableFromInline static let newtonIterations = 8
    @usableFromInline static let derivativeFloor = 1e-6
    /// Bisection halves [0,1]; 64 halvings exhaust Double precision, so the loop always ends.
    @usableFromInline static let bisectionIterations = 64

    package init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        cx = 3 * c1x
        bx = 3 * (c2x - c1x) - cx
        ax = 1 - cx - bx
        cy = 3 * c1y
        by = 3 * (c2y - c1y) - cy
        ay = 1 - cy - by
    }

    /// The linear curve: solve(x) = x.
    package static let linear = CAMediaTimingFunctionCurve(c1x: 0, c1y: 0, c2x: 1, c2y: 1)

    @inlinable func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t with X(t) ≈ x: Newton from t = x, then bisection (spec §4.2).
    @inlinable
    package func parameter(forX x: Double, epsilon: Double) -> Double {
        var t = x
        for _ in 0..<Self.newtonIterations {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < Self.derivativeFloor { break }
            t -= error / slope
        }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<Self.bisectionIterations {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            t = (low + high) * 0.5
        }
        return t
    }

    /// Y for input X: the eased progress for a linear progress `x` (spec §4.2).
    @inlinable
    package func solve(_ x: Double, epsilon: Double) -> Double {
        sampleY(parameter(forX: x, epsilon: epsilon))
    }
}
