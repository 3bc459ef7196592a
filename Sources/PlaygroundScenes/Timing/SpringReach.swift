// How far a spring carries a layer past its target (spec §7.4, the closed forms of SpringSolver), so the spring
// scenes can leave room for the overshoot and keep every ball inside the window while it bounces.
import CoreAnimation
import Foundation

enum SpringReach {
    /// The farthest `solver` goes past its target within `duration`, as a fraction of the distance travelled
    /// (0 for a spring that never overshoots).
    static func overshoot(of solver: SpringSolver, over duration: Double) -> CGFloat {
        var most = 0.0
        let steps = 960
        for step in 0...steps {
            most = max(most, -solver.displacement(at: duration * Double(step) / Double(steps)))
        }
        return CGFloat(most)
    }

    /// UIKit's damping-ratio spring (mass 1, ratio `ratio`, `velocity` distances per second) that comes to rest at
    /// `duration`, as LayerViews builds it for UIView.animate(…usingSpringWithDamping:…): ω0 by bisection in log
    /// space until the settling time (|x| < 0.001) is `duration`.
    static func dampingRatioSpring(ratio: Double, velocity: Double, duration: Double) -> SpringSolver {
        func solver(_ omega: Double) -> SpringSolver {
            SpringSolver(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: velocity,
                         allowsOverdamping: ratio > 1)
        }
        func settlesLate(_ omega: Double) -> Bool {
            if ratio < 1 { return solver(omega).duration(forEpsilon: 0.001) > duration }
            return abs(solver(omega).displacement(at: duration)) > 0.001
        }
        var low = log(1e-3), high = log(1e5)
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if settlesLate(exp(mid)) { low = mid } else { high = mid }
        }
        return solver(exp((low + high) / 2))
    }

    /// The inset of each end of a rail across `width` that keeps a ball of `radius` inside it when a spring with
    /// `overshoot` carries it past either end: inset ≥ radius + overshoot × (width − 2 × inset), plus `margin`.
    static func railInset(width: CGFloat, radius: CGFloat, overshoot: CGFloat, margin: CGFloat = 6) -> CGFloat {
        min((radius + margin + overshoot * width) / (1 + 2 * overshoot), width / 2)
    }
}
