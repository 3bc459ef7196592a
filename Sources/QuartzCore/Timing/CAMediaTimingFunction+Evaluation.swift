// CAMediaTimingFunction evaluation for the engine: the Double-precision, allocation-free solve
// the per-frame evaluator calls, and the client ε (spec §4.2).
import Foundation

extension CAMediaTimingFunction {
    /// The ε Apple uses for client-side evaluation (spec §4.2).
    package static let clientEpsilon = 1e-5

    /// y for x in Double precision with a caller-chosen ε (the render server uses 0.001/duration).
    /// Allocation-free: this is what per-frame evaluation calls.
    package func solve(_ x: Double, epsilon: Double) -> Double {
        curve.solve(x, epsilon: epsilon)
    }
}
