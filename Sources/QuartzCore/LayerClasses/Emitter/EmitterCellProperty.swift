// CAEmitterCell's value properties by their KVC keys (CAEmitterCell.h; Apple's documentation page of each), with
// the kind of value each holds and whether the header marks it "Animatable". `name`, the filters and
// `emitterCells` are not values an animation can carry and are handled by CAEmitterCell itself.

/// A CAEmitterCell property that holds an animatable kind of value.
package enum EmitterCellProperty: String, CaseIterable, Sendable {
    case enabled, birthRate, lifetime, lifetimeRange
    case emissionLatitude, emissionLongitude, emissionRange
    case velocity, velocityRange, xAcceleration, yAcceleration, zAcceleration
    case scale, scaleRange, scaleSpeed, spin, spinRange
    case color, redRange, greenRange, blueRange, alphaRange, redSpeed, greenSpeed, blueSpeed, alphaSpeed
    case contents, contentsRect, contentsScale, minificationFilterBias
    // CAMediaTiming: when the cell emits, relative to its emitter (the layer, or a parent particle's birth).
    case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses

    /// The property for a KVC key ("enabled", as Objective-C spells isEnabled), or nil.
    package static func named(_ key: String) -> EmitterCellProperty? {
        key == "isEnabled" ? .enabled : EmitterCellProperty(rawValue: key)
    }

    package var valueKind: ValueKind {
        switch self {
        case .enabled, .autoreverses: return .bool
        case .color: return .color
        case .contents: return .image
        case .contentsRect: return .rect
        default: return .scalar
        }
    }

    /// The header calls every property "Animatable" except enabled, contentsScale, the filter bias and timing.
    package var isAnimatable: Bool {
        switch self {
        case .enabled, .contentsScale, .minificationFilterBias, .beginTime, .duration, .speed, .timeOffset,
             .repeatCount, .repeatDuration, .autoreverses:
            return false
        default: return true
        }
    }
}
