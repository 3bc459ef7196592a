// UICubicTimingParameters (UIKit): a cubic Bézier timing curve, a built-in UIView.AnimationCurve (ease-in-out for
// init(), as UIKit's default) or two control points, as the CAMediaTimingFunction that drives the animations
// (spec §4).
import QuartzCore
import Foundation

@MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve; .easeInOut for curves given by control points (UIKit does not document that value).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    public let timingCurveType: UITimingCurveType

    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = CAMediaTimingFunction.controlPoints(named: curve.timingFunctionName) ?? (0, 0, 1, 1)
        controlPoint1 = CGPoint(x: CGFloat(points.0), y: CGFloat(points.1))
        controlPoint2 = CGPoint(x: CGFloat(points.2), y: CGFloat(points.3))
        timingCurveType = .builtin
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurveType = .cubic
    }

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation timing function of this curve.
    package var timingFunction: CAMediaTimingFunction {
        if timingCurveType == .builtin { return CAMediaTimingFunction(name: animationCurve.timingFunctionName) }
        return CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                                     Float(controlPoint2.x), Float(controlPoint2.y))
    }

    /// The time fraction at which the curve reaches `progress` (bisection: the curves UIKit builds are monotonic),
    /// so a linearly scrubbed animator resumes on its curve where it was shown (UIViewPropertyAnimator+Timeline).
    func timeFraction(forProgress progress: Double) -> Double {
        let curve = timingFunction.curve
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if curve.solve(mid, epsilon: 1e-9) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
