// The typed form of a CAValueFunction (spec §5.4): how many inputs it takes and the transform it makes.
// Stored in render-tree tracks so evaluation needs no string comparison.
import Foundation

/// One of the eleven value functions of CAValueFunctionName.
package enum ValueFunctionOperation: UInt8, Sendable, Equatable {
    case rotateX, rotateY, rotateZ, scale, scaleX, scaleY, scaleZ, translate, translateX, translateY, translateZ

    init?(name: CAValueFunctionName) {
        switch name {
        case .rotateX: self = .rotateX
        case .rotateY: self = .rotateY
        case .rotateZ: self = .rotateZ
        case .scale: self = .scale
        case .scaleX: self = .scaleX
        case .scaleY: self = .scaleY
        case .scaleZ: self = .scaleZ
        case .translate: self = .translate
        case .translateX: self = .translateX
        case .translateY: self = .translateY
        case .translateZ: self = .translateZ
        default: return nil
        }
    }

    /// True for the functions of three inputs (x, y, z), which take a point/size-like or vector value.
    package var takesThreeInputs: Bool { self == .scale || self == .translate }

    /// The transform for the inputs (only `x` is read by the one-input functions).
    package func transform(x: Double, y: Double, z: Double) -> CATransform3D {
        switch self {
        case .rotateX: return CATransform3DMakeRotation(CGFloat(x), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(CGFloat(x), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(CGFloat(x), 0, 0, 1)
        case .scale: return CATransform3DMakeScale(CGFloat(x), CGFloat(y), CGFloat(z))
        case .scaleX: return CATransform3DMakeScale(CGFloat(x), 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, CGFloat(x), 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, CGFloat(x))
        case .translate: return CATransform3DMakeTranslation(CGFloat(x), CGFloat(y), CGFloat(z))
        case .translateX: return CATransform3DMakeTranslation(CGFloat(x), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, CGFloat(x), 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, CGFloat(x))
        }
    }
}
