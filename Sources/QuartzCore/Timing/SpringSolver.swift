// The damped-spring closed forms of CASpringAnimation (spec §7.4): displacement x(t) from 1 to 0,
// progress 1 − x(t), and the settling duration (durationForEpsilon 0.001).
import Foundation

/// A spring's physical parameters and their closed-form solution.
package struct SpringSolver: Sendable, Equatable {
    package var mass: Double
    package var stiffness: Double
    package var damping: Double
    package var initialVelocity: Double
    package var allowsOverdamping: Bool

    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
                allowsOverdamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// ω0 = √(k/m).
    package var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(k·m)).
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// x(t): 1 at t = 0, settling to 0; x′(0) = −initialVelocity.
    package func displacement(at t: Double) -> Double {
        let w0 = undampedAngularFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        }
        if zeta > 1 && allowsOverdamping {
            let gamma = w0 * (zeta * zeta - 1).squareRoot()
            // Coefficients solved from x(0) = 1, x′(0) = −v0 (the spec's printed A and B have the signs of
            // ζω0 and v0 swapped, which breaks its own x′(0) = −v0 statement).
            let a = (gamma - zeta * w0 + v0) / (2 * gamma)
            let b = (gamma + zeta * w0 - v0) / (2 * gamma)
            return a * exp(-(zeta * w0 + gamma) * t) + b * exp((gamma - zeta * w0) * t)
        }
        // Critically damped, or over-damped springs clamped to critical when overdamping is not allowed.
        return (1 + (w0 - v0) * t) * exp(-w0 * t)
    }

    /// 1 − x(t): the interpolation fraction between fromValue and toValue (may overshoot 1).
    package func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// The time after which |x| stays below `epsilon` (spec §7.4), before dividing by the animation's speed.
    package func duration(forEpsilon epsilon: Double) -> Double {
        let w0 = undampedAngularFrequency
        let zeta = dampingRatio
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - initialVelocity) / wd
            return max(-log(max(epsilon, 1e-6) / (1 + abs(b))) / (zeta * w0), 0)
        }
        // No oscillation envelope: step forward until the displacement is small (bounded at 100 000 steps).
        var t = 0.0
        for _ in 0..<100_000 {
            if abs(displacement(at: t)) < epsilon { return t }
            t += 0.1
        }
        return t
    }

    /// settlingDuration: durationForEpsilon(0.001) divided by |speed| (speed 0 → Float.greatestFiniteMagnitude).
    package func settlingDuration(speed: Double = 1) -> Double {
        let magnitude = abs(speed)
        guard magnitude > 0 else { return Double(Float.greatestFiniteMagnitude) }
        return duration(forEpsilon: 0.001) / magnitude
    }
}
