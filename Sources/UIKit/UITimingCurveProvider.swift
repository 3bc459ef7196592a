// UITimingCurveProvider (UIKit): the timing information an animator is made with — cubic parameters, spring
// parameters, or both (UICubicTimingParameters.swift, UISpringTimingParameters.swift).
import Foundation

@MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
