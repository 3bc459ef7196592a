// CAKeyframeAnimation (API.md; spec §6.1): values (or a path) with key times, per-segment timing functions,
// a calculation mode, Kochanek–Bartels parameters and a rotation mode.
import Foundation

open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]? {
        didSet { if rejectsChange("values") { values = oldValue } }
    }
    /// Overrides `values` when set; copied on assignment (spec §6.1).
    open var path: CGPath? {
        didSet {
            if rejectsChange("path") { path = oldValue; return }
            if let path, path.elements.contains(where: { $0.points.contains { !$0.x.isFinite || !$0.y.isFinite } }) {
                EngineDiagnostics.report(
                    "CAKeyframeAnimation.path has NaN or infinite points, which no layer can move along; the path "
                        + "was not set.")
                self.path = oldValue
                return
            }
            path = path?.copy()
        }
    }
    open var keyTimes: [NSNumber]? {
        didSet { if rejectsChange("keyTimes") { keyTimes = oldValue } }
    }
    open var timingFunctions: [CAMediaTimingFunction]? {
        didSet { if rejectsChange("timingFunctions") { timingFunctions = oldValue } }
    }
    open var calculationMode: CAAnimationCalculationMode = .linear {
        didSet { if rejectsChange("calculationMode") { calculationMode = oldValue } }
    }
    open var tensionValues: [NSNumber]? {
        didSet {
            if rejectsChange("tensionValues") { tensionValues = oldValue; return }
            if let finite = Self.finiteSplineParameters(tensionValues, "tensionValues") { tensionValues = finite }
        }
    }
    open var continuityValues: [NSNumber]? {
        didSet {
            if rejectsChange("continuityValues") { continuityValues = oldValue; return }
            if let finite = Self.finiteSplineParameters(continuityValues, "continuityValues") { continuityValues = finite }
        }
    }
    open var biasValues: [NSNumber]? {
        didSet {
            if rejectsChange("biasValues") { biasValues = oldValue; return }
            if let finite = Self.finiteSplineParameters(biasValues, "biasValues") { biasValues = finite }
        }
    }
    open var rotationMode: CAAnimationRotationMode? {
        didSet { if rejectsChange("rotationMode") { rotationMode = oldValue } }
    }

    public required init() {}

    /// Apple's default calculation mode (header CAAnimation.h: calculationMode "Defaults to `linear'"; spec §6.1),
    /// then CAPropertyAnimation's.
    open override class func defaultValue(forKey key: String) -> Any? {
        key == "calculationMode" ? CAAnimationCalculationMode.linear : super.defaultValue(forKey: key)
    }

    /// `values` with NaN and infinite entries replaced by 0 (the neutral tension, continuity or bias), with one
    /// message; nil when every entry is finite (nothing to replace).
    private static func finiteSplineParameters(_ values: [NSNumber]?, _ property: String) -> [NSNumber]? {
        guard let values, values.contains(where: { !$0.doubleValue.isFinite }) else { return nil }
        EngineDiagnostics.report(
            "CAKeyframeAnimation.\(property): NaN or infinite entries are not parameters of the cubic spline; "
                + "they were replaced by 0 (the default). Pass finite numbers, usually from -1 to 1.")
        return values.map { $0.doubleValue.isFinite ? $0 : NSNumber(value: 0) }
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }
}
