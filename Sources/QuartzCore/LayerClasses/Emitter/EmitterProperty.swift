// CAEmitterLayer's own value properties by their KVC keys, with the kind of value each holds and whether the
// header marks it "Animatable" (CAEmitterLayer.h; Apple's documentation page of each property). The shape, mode and
// render mode are names, not values an animation carries, and are handled by CAEmitterLayer itself.

/// A CAEmitterLayer property that holds an animatable kind of value.
package enum EmitterProperty: String, CaseIterable, Sendable {
    case birthRate, lifetime, emitterPosition, emitterZPosition, emitterSize, emitterDepth
    case preservesDepth, velocity, scale, spin, seed

    /// The property for a KVC key, or nil.
    package static func named(_ key: String) -> EmitterProperty? { EmitterProperty(rawValue: key) }

    package var valueKind: ValueKind {
        switch self {
        case .emitterPosition: return .point
        case .emitterSize: return .size
        case .preservesDepth: return .bool
        default: return .scalar
        }
    }

    /// preservesDepth and seed are the two the header does not call "Animatable".
    package var isAnimatable: Bool { self != .preservesDepth && self != .seed }
}
