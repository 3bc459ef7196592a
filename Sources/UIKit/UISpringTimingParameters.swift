// UISpringTimingParameters (UIKit): spring timing by damping ratio (the animator's duration is the spring's total
// duration, SpringFromDampingRatio.swift gives the formula) or by mass, stiffness and damping (the spring's own
// settling duration is used, as Core Animation's CASpringAnimation runs for settlingDuration; spec §7.4).
// init() uses UIKit's documented defaults: initial velocity 0 and damping ratio 4.56. Only the velocity's dx
// is used: one CASpringAnimation animates a whole property, so a point property cannot get per-axis velocities.
import QuartzCore
import Foundation

@MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    public let initialVelocity: CGVector
    /// Set for the damping-ratio initialisers.
    let dampingRatio: Double?
    /// Set for init(mass:stiffness:damping:initialVelocity:).
    let physics: (mass: Double, stiffness: Double, damping: Double)?

    public convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: CGVector())
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector())
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        let checked = SpringFromDampingRatio.checked(dampingRatio: ratio, duration: 1, velocity: velocity.dx,
                                                     caller: "UISpringTimingParameters(dampingRatio:initialVelocity:)")
        dampingRatio = checked.dampingRatio
        initialVelocity = CGVector(dx: CGFloat(checked.initialVelocity), dy: velocity.dy.isFinite ? velocity.dy : 0)
        physics = nil
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        // CASpringAnimation's own checks replace invalid values by its defaults and report them.
        let probe = CASpringAnimation()
        probe.mass = mass
        probe.stiffness = stiffness
        probe.damping = damping
        probe.initialVelocity = velocity.dx
        physics = (Double(probe.mass), Double(probe.stiffness), Double(probe.damping))
        dampingRatio = nil
        initialVelocity = CGVector(dx: probe.initialVelocity, dy: velocity.dy.isFinite ? velocity.dy : 0)
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The duration the animations run for, given the animator's duration.
    func effectiveDuration(animatorDuration: Double) -> Double {
        guard let physics else { return animatorDuration }
        return SpringSolver(mass: physics.mass, stiffness: physics.stiffness, damping: physics.damping,
                            initialVelocity: Double(initialVelocity.dx)).settlingDuration(speed: 1)
    }

    /// A CASpringAnimation for `keyPath` that runs for `duration`.
    func makeAnimation(keyPath: String, duration: Double) -> CASpringAnimation {
        if let dampingRatio {
            return SpringFromDampingRatio(dampingRatio: dampingRatio, duration: duration,
                                          initialVelocity: Double(initialVelocity.dx)).makeAnimation(keyPath: keyPath)
        }
        let spring = CASpringAnimation(keyPath: keyPath)
        if let physics {
            spring.mass = CGFloat(physics.mass)
            spring.stiffness = CGFloat(physics.stiffness)
            spring.damping = CGFloat(physics.damping)
        }
        spring.initialVelocity = initialVelocity.dx
        spring.duration = duration
        return spring
    }
}
