// CAMediaTimingFunction: a cubic Bézier timing curve from (0,0) to (1,1) (API.md; spec §4).
// Control points are stored as Float, as Apple's; solving is done in Double by the
// precomputed CAMediaTimingFunctionCurve. Instances are immutable, hence Sendable.
import Foundation

/// @unchecked: immutable (its curve is `let`); a checked conformance needs a final class, and Apple's is open.
open class CAMediaTimingFunction: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible {
    /// c1 and c2 as stored (Float, as Apple reads them back).
    package let c1x: Float, c1y: Float, c2x: Float, c2y: Float
    /// The solver with its coefficients computed once, for per-frame evaluation.
    package let curve: CAMediaTimingFunctionCurve

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let points = CAMediaTimingFunction.checked(c1x, c1y, c2x, c2y)
        self.c1x = points.0; self.c1y = points.1; self.c2x = points.2; self.c2y = points.3
        curve = CAMediaTimingFunctionCurve(
            c1x: Double(points.0), c1y: Double(points.1), c2x: Double(points.2), c2y: Double(points.3))
    }

    /// One of the five built-in curves (spec §4.1). Apple raises for an unknown name; here the
    /// name is reported once and the linear curve is used, so the program goes on.
    public convenience init(name: CAMediaTimingFunctionName) {
        let p = CAMediaTimingFunction.controlPoints(named: name) ?? {
            EngineDiagnostics.report(
                "CAMediaTimingFunction(name:): unknown name \"\(name.rawValue)\"; using linear. "
                    + "Use .linear, .easeIn, .easeOut, .easeInEaseOut or .default.")
            return (0, 0, 1, 1)
        }()
        self.init(controlPoints: p.0, p.1, p.2, p.3)
    }

    /// The exact control points of the named curves (spec §4.1 table), or nil for other names.
    package static func controlPoints(named name: CAMediaTimingFunctionName) -> (Float, Float, Float, Float)? {
        switch name {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        default: return nil
        }
    }

    /// Writes control point `idx` (0 → (0,0), 1 → c1, 2 → c2, 3 → (1,1)) to values[0], values[1].
    /// Apple raises for idx > 3; here it is reported once and nothing is written.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = c1x; ptr[1] = c1y
        case 2: ptr[0] = c2x; ptr[1] = c2y
        case 3: ptr[0] = 1; ptr[1] = 1
        default:
            EngineDiagnostics.report(
                "CAMediaTimingFunction.getControlPoint(at: \(idx)): there are control points 0...3 only; nothing written.")
        }
    }

    /// y for x on the curve (Apple's private `_solveForInput:`), with ε = 1e-5 (spec §4.2).
    package func solve(forInput x: Float) -> Float {
        Float(curve.solve(Double(x), epsilon: CAMediaTimingFunction.clientEpsilon))
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1x); hasher.combine(c1y); hasher.combine(c2x); hasher.combine(c2y)
    }

    /// "(%g %g; %g %g)" of c1 and c2, as Apple's.
    open var description: String {
        String(format: "(%g %g; %g %g)", Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// NaN or infinite control points cannot be solved; they make the curve linear, once reported.
    private static func checked(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> (Float, Float, Float, Float) {
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite else {
            EngineDiagnostics.report(
                "CAMediaTimingFunction(controlPoints:): (\(a), \(b); \(c), \(d)) contains a non-finite number; "
                    + "using the linear curve. Pass finite control points, x within 0...1.")
            return (0, 0, 1, 1)
        }
        return (a, b, c, d)
    }
}
