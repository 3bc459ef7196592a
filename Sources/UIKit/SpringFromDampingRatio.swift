// The CASpringAnimation behind UIKit's damping-ratio springs (UIView.animate(withDuration:delay:
// usingSpringWithDamping:initialSpringVelocity:…), UIViewPropertyAnimator(duration:dampingRatio:),
// UISpringTimingParameters(dampingRatio:initialVelocity:)).
//
// UIKit documents the meaning, not the numbers: `duration` is "the total duration of the animations",
// `dampingRatio` is the spring's damping ratio ζ as it approaches rest (1 = no oscillation, towards 0 = more), and
// the velocity is in units of the whole distance per second (1 = the total distance in one second). So:
//
//   mass m = 1;  damping c = 2ζ·√(k·m)  (the definition of ζ, spec §7.4);
//   initialVelocity = the UIKit velocity (CASpringAnimation's unit is the same: x′(0) = −v0 on a unit distance);
//   stiffness k = ω0², with ω0 chosen so the spring comes to rest exactly at the end of `duration`:
//     ζ < 1: settlingDuration (spec §7.4, |x| < 0.001 under the envelope (1 + |B|)·e^(−ζω0·t)) == duration;
//     ζ ≥ 1: |x(duration)| == 0.001 (x(t) has no oscillation to bound, so its own value is the criterion);
//   animation duration = `duration`.
// ω0 is found by bisection in log space (the settling time falls monotonically as ω0 grows). Because the spring
// has settled when the animation ends, removing it at the end shows no jump to the model value.
import QuartzCore
import Foundation

struct SpringFromDampingRatio: Equatable {
    static let restEpsilon = 0.001
    var dampingRatio: Double
    var duration: Double
    var initialVelocity: Double

    /// The spring's stiffness (mass 1) that settles in `duration`.
    var stiffness: Double {
        let omega = Self.undampedFrequency(zeta: dampingRatio, duration: duration, velocity: initialVelocity)
        return omega * omega
    }

    /// c = 2ζ√(k·m) with m = 1.
    var damping: Double { 2 * dampingRatio * stiffness.squareRoot() }

    /// A CASpringAnimation for `keyPath` with these parameters and the block's duration.
    func makeAnimation(keyPath: String?) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: keyPath)
        apply(to: spring)
        return spring
    }

    func apply(to spring: CASpringAnimation) {
        let k = stiffness
        spring.mass = 1
        spring.stiffness = CGFloat(k)
        spring.damping = CGFloat(2 * dampingRatio * k.squareRoot())
        spring.initialVelocity = CGFloat(initialVelocity)
        spring.allowsOverdamping = dampingRatio > 1
        spring.duration = duration
    }

    /// The ω0 at which the spring with ratio `zeta` and velocity `velocity` settles at `duration`.
    static func undampedFrequency(zeta: Double, duration: Double, velocity: Double) -> Double {
        func settlesLate(_ omega: Double) -> Bool {
            let solver = SpringSolver(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                                      initialVelocity: velocity, allowsOverdamping: zeta > 1)
            if zeta < 1 { return solver.duration(forEpsilon: restEpsilon) > duration }
            return abs(solver.displacement(at: duration)) > restEpsilon
        }
        var low = log(1e-3), high = log(1e5)
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if settlesLate(exp(mid)) { low = mid } else { high = mid }
        }
        return exp((low + high) / 2)
    }

    /// The parameters from UIKit's arguments; bad ones are reported once and replaced (never trapped on).
    static func checked(dampingRatio: CGFloat, duration: Double, velocity: CGFloat,
                        caller: String) -> SpringFromDampingRatio {
        var zeta = Double(dampingRatio)
        if !(zeta > 0) || !zeta.isFinite {
            EngineDiagnostics.report(
                "\(caller): dampingRatio \(dampingRatio) never comes to rest; using 0.01. Pass a ratio above 0 "
                    + "(1 for no oscillation).", from: "UIKit")
            zeta = 0.01
        }
        var v = Double(velocity)
        if !v.isFinite {
            EngineDiagnostics.report("\(caller): initial spring velocity \(velocity) is not finite; using 0.",
                                     from: "UIKit")
            v = 0
        }
        return SpringFromDampingRatio(dampingRatio: zeta, duration: duration, initialVelocity: v)
    }
}
