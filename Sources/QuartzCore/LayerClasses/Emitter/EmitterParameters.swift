// The values of a CAEmitterLayer's properties (CAEmitterLayer.h defaults: birthRate, lifetime, velocity, scale and
// spin multipliers 1, a point emitter at the origin, volume mode, unordered rendering, seed 0): the model layer's
// storage and, with its animations applied at a birth time, what particles are simulated from (ParticleSimulator).
import Foundation

/// An emitter layer's properties, as plain values.
package struct EmitterParameters: Sendable, Equatable {
    package var birthRate: Double = 1
    package var lifetime: Double = 1
    package var emitterPosition = CGPoint.zero
    package var emitterZPosition: Double = 0
    package var emitterSize = CGSize.zero
    package var emitterDepth: Double = 0
    package var emitterShape = CAEmitterLayerEmitterShape.point
    package var emitterMode = CAEmitterLayerEmitterMode.volume
    package var renderMode = CAEmitterLayerRenderMode.unordered
    package var preservesDepth = false
    package var velocity: Double = 1
    package var scale: Double = 1
    package var spin: Double = 1
    package var seed: UInt32 = 0

    package init() {}

    /// The property's value as an AnimatableValue.
    package func value(of p: EmitterProperty) -> AnimatableValue {
        switch p {
        case .birthRate: return .scalar(birthRate)
        case .lifetime: return .scalar(lifetime)
        case .emitterPosition: return .point(emitterPosition)
        case .emitterZPosition: return .scalar(emitterZPosition)
        case .emitterSize: return .size(emitterSize)
        case .emitterDepth: return .scalar(emitterDepth)
        case .preservesDepth: return .bool(preservesDepth)
        case .velocity: return .scalar(velocity)
        case .scale: return .scalar(scale)
        case .spin: return .scalar(spin)
        case .seed: return .scalar(Double(seed))
        }
    }

    /// Stores `v` for `p`; false when its kind does not fit.
    @discardableResult
    package mutating func set(_ v: AnimatableValue, for p: EmitterProperty) -> Bool {
        switch (p, v) {
        case (.birthRate, .scalar(let d)): birthRate = d
        case (.lifetime, .scalar(let d)): lifetime = d
        case (.emitterPosition, .point(let q)): emitterPosition = q
        case (.emitterZPosition, .scalar(let d)): emitterZPosition = d
        case (.emitterSize, .size(let s)): emitterSize = s
        case (.emitterDepth, .scalar(let d)): emitterDepth = d
        case (.preservesDepth, .bool(let b)): preservesDepth = b
        case (.velocity, .scalar(let d)): velocity = d
        case (.scale, .scalar(let d)): scale = d
        case (.spin, .scalar(let d)): spin = d
        case (.seed, .scalar(let d)): seed = UInt32(truncatingIfNeeded: Int64(max(min(d, 4_294_967_295), 0)))
        default: return false
        }
        return true
    }
}
