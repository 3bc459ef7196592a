// UITimingCurveType (UIKit, UITimingCurveProvider.h) with UIKit's raw values: which kind of timing a
// UITimingCurveProvider carries.
import Foundation

public enum UITimingCurveType: Int, Sendable {
    /// A UIView.AnimationCurve.
    case builtin = 0
    /// Cubic Bézier control points.
    case cubic = 1
    /// Spring parameters.
    case spring = 2
    /// Cubic and spring together (not produced by this engine's parameter classes).
    case composed = 3
}
