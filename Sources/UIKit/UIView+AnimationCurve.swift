// UIView.AnimationCurve (UIKit, UIViewAnimationCurve) with UIKit's raw values, and the CAMediaTimingFunction each
// one means (spec §4.1 control points).
import QuartzCore
import Foundation

extension UIView {
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        /// The named Core Animation timing function of this curve.
        package var timingFunctionName: CAMediaTimingFunctionName {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}
