// CASpringAnimation (API.md; spec §7.4): a basic animation whose progress follows a damped spring.
// Invalid parameters are reported once and replaced by Apple's defaults (mass 1, stiffness 100, damping 10).
import Foundation

open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1 {
        didSet {
            if rejectsChange("mass") { mass = oldValue; return }
            if !(mass > 0) || !mass.isFinite { mass = 1; Self.reportInvalid("mass", "positive", "1") }
        }
    }
    open var stiffness: CGFloat = 100 {
        didSet {
            if rejectsChange("stiffness") { stiffness = oldValue; return }
            if !(stiffness > 0) || !stiffness.isFinite {
                stiffness = 100; Self.reportInvalid("stiffness", "positive", "100")
            }
        }
    }
    open var damping: CGFloat = 10 {
        didSet {
            if rejectsChange("damping") { damping = oldValue; return }
            if !(damping >= 0) || !damping.isFinite {
                damping = 10; Self.reportInvalid("damping", "zero or positive", "10")
            }
        }
    }
    open var initialVelocity: CGFloat = 0 {
        didSet {
            if rejectsChange("initialVelocity") { initialVelocity = oldValue; return }
            if !initialVelocity.isFinite { initialVelocity = 0; Self.reportInvalid("initialVelocity", "finite", "0") }
        }
    }
    open var allowsOverdamping = false {
        didSet { if rejectsChange("allowsOverdamping") { allowsOverdamping = oldValue } }
    }

    public required init() {}

    /// Apple's defaults for the spring's own keys (header CASpringAnimation.h: "Defaults to one",
    /// "Defaults to 100", "Defaults to 10", "Defaults to zero"; spec §7.4), then CABasicAnimation's.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "mass": return CGFloat(1)
        case "stiffness": return CGFloat(100)
        case "damping": return CGFloat(10)
        case "initialVelocity": return CGFloat(0)
        case "allowsOverdamping": return false
        default: return super.defaultValue(forKey: key)
        }
    }

    /// The iOS 17 initialiser (spec §7.4): mass 1, stiffness (2π/d)², damping from bounce, overdamping allowed,
    /// duration = settlingDuration.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        var d = perceptualDuration
        if !(d > 0) || !d.isFinite {
            Self.reportInvalid("perceptualDuration", "positive", "0.5")
            d = 0.5
        }
        if !bounce.isFinite { Self.reportInvalid("bounce", "from -1 to 1", "0") }
        let b = bounce.isFinite ? min(max(Double(bounce), -1 + 1e-9), 1) : 0
        mass = 1
        stiffness = CGFloat((2 * Double.pi / d) * (2 * Double.pi / d))
        damping = CGFloat((b >= 0 ? 1 - b : 1 / (1 + b)) * 4 * Double.pi / d)
        allowsOverdamping = true
        duration = settlingDuration
    }

    /// The solver for the current parameters.
    var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    /// How long the spring takes to come to rest (|x| < 0.001), divided by |speed|.
    open var settlingDuration: CFTimeInterval { solver.settlingDuration(speed: Double(speed)) }

    /// 2π·√(m/k).
    open var perceptualDuration: CFTimeInterval { 2 * Double.pi * (Double(mass) / Double(stiffness)).squareRoot() }

    /// The inverse of the bounce → damping rule of `init(perceptualDuration:bounce:)`.
    open var bounce: CGFloat {
        let zeta = solver.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    private static func reportInvalid(_ property: String, _ requirement: String, _ fallback: String) {
        EngineDiagnostics.report(
            "CASpringAnimation.\(property) must be \(requirement) and finite; using \(fallback) instead.")
    }
}
