// The values of a CAEmitterCell's properties (CAEmitterCell.h defaults: enabled, no births, no lifetime, scale 1,
// opaque white, the unit contentsRect, contentsScale 1, everything else 0): the model cell's storage and, frozen
// at a commit with its animations applied, what the render thread simulates particles from (ParticleSimulator).
import Foundation

/// A cell's properties, as plain values.
package struct EmitterCellParameters: Sendable {
    package var isEnabled = true
    package var birthRate: Double = 0
    package var lifetime: Double = 0
    package var lifetimeRange: Double = 0
    package var emissionLatitude: Double = 0
    package var emissionLongitude: Double = 0
    package var emissionRange: Double = 0
    package var velocity: Double = 0
    package var velocityRange: Double = 0
    /// x, y and z acceleration in points per second squared.
    package var acceleration = SIMD3<Double>(0, 0, 0)
    package var scale: Double = 1
    package var scaleRange: Double = 0
    package var scaleSpeed: Double = 0
    package var spin: Double = 0
    package var spinRange: Double = 0
    /// Straight RGBA; nil (a nil colour) tints like white.
    package var color: SIMD4<Double>? = SIMD4(1, 1, 1, 1)
    /// Red, green, blue and alpha ranges and speeds (per second).
    package var colorRange = SIMD4<Double>(0, 0, 0, 0)
    package var colorSpeed = SIMD4<Double>(0, 0, 0, 0)
    package var contents: CGImage? = nil
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: Double = 1
    package var minificationFilterBias: Double = 0
    // CAMediaTiming (CAMediaTiming.h defaults).
    package var beginTime: Double = 0
    package var duration: Double = 0
    package var speed: Double = 1
    package var timeOffset: Double = 0
    package var repeatCount: Double = 0
    package var repeatDuration: Double = 0
    package var autoreverses = false

    package init() {}

    /// The property's value as an AnimatableValue.
    package func value(of p: EmitterCellProperty) -> AnimatableValue {
        switch p {
        case .enabled: return .bool(isEnabled)
        case .autoreverses: return .bool(autoreverses)
        case .color: return .color(color)
        case .contents: return .image(contents)
        case .contentsRect: return .rect(contentsRect)
        default: return .scalar(scalar(p))
        }
    }

    /// Stores `v` for `p`; false when its kind does not fit.
    @discardableResult
    package mutating func set(_ v: AnimatableValue, for p: EmitterCellProperty) -> Bool {
        switch (p, v) {
        case (.enabled, .bool(let b)): isEnabled = b
        case (.autoreverses, .bool(let b)): autoreverses = b
        case (.color, .color(let c)): color = c
        case (.contents, .image(let i)): contents = i
        case (.contentsRect, .rect(let r)): contentsRect = r
        case (_, .scalar(let d)) where p.valueKind == .scalar: setScalar(d, p)
        default: return false
        }
        return true
    }

    private func scalar(_ p: EmitterCellProperty) -> Double {
        switch p {
        case .birthRate: return birthRate
        case .lifetime: return lifetime
        case .lifetimeRange: return lifetimeRange
        case .emissionLatitude: return emissionLatitude
        case .emissionLongitude: return emissionLongitude
        case .emissionRange: return emissionRange
        case .velocity: return velocity
        case .velocityRange: return velocityRange
        case .xAcceleration: return acceleration.x
        case .yAcceleration: return acceleration.y
        case .zAcceleration: return acceleration.z
        case .scale: return scale
        case .scaleRange: return scaleRange
        case .scaleSpeed: return scaleSpeed
        case .spin: return spin
        case .spinRange: return spinRange
        case .redRange: return colorRange.x
        case .greenRange: return colorRange.y
        case .blueRange: return colorRange.z
        case .alphaRange: return colorRange.w
        case .redSpeed: return colorSpeed.x
        case .greenSpeed: return colorSpeed.y
        case .blueSpeed: return colorSpeed.z
        case .alphaSpeed: return colorSpeed.w
        case .contentsScale: return contentsScale
        case .minificationFilterBias: return minificationFilterBias
        case .beginTime: return beginTime
        case .duration: return duration
        case .speed: return speed
        case .timeOffset: return timeOffset
        case .repeatCount: return repeatCount
        case .repeatDuration: return repeatDuration
        case .enabled, .autoreverses, .color, .contents, .contentsRect: return 0
        }
    }

    private mutating func setScalar(_ d: Double, _ p: EmitterCellProperty) {
        switch p {
        case .birthRate: birthRate = d
        case .lifetime: lifetime = d
        case .lifetimeRange: lifetimeRange = d
        case .emissionLatitude: emissionLatitude = d
        case .emissionLongitude: emissionLongitude = d
        case .emissionRange: emissionRange = d
        case .velocity: velocity = d
        case .velocityRange: velocityRange = d
        case .xAcceleration: acceleration.x = d
        case .yAcceleration: acceleration.y = d
        case .zAcceleration: acceleration.z = d
        case .scale: scale = d
        case .scaleRange: scaleRange = d
        case .scaleSpeed: scaleSpeed = d
        case .spin: spin = d
        case .spinRange: spinRange = d
        case .redRange: colorRange.x = d
        case .greenRange: colorRange.y = d
        case .blueRange: colorRange.z = d
        case .alphaRange: colorRange.w = d
        case .redSpeed: colorSpeed.x = d
        case .greenSpeed: colorSpeed.y = d
        case .blueSpeed: colorSpeed.z = d
        case .alphaSpeed: colorSpeed.w = d
        case .contentsScale: contentsScale = d
        case .minificationFilterBias: minificationFilterBias = d
        case .beginTime: beginTime = d
        case .duration: duration = d
        case .speed: speed = d
        case .timeOffset: timeOffset = d
        case .repeatCount: repeatCount = d
        case .repeatDuration: repeatDuration = d
        case .enabled, .autoreverses, .color, .contents, .contentsRect: break
        }
    }
}
