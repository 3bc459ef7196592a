// The values of a CAReplicatorLayer's properties (CAReplicatorLayer.h defaults: one instance, no delay, identity
// transform, opaque white colour, zero offsets): the model layer's storage and, with its animations applied, what
// the render thread replicates with (RenderTree+Replication.swift).
import Foundation

/// A replicator's properties, as plain values.
public struct ReplicatorParameters: Sendable, Equatable {
    public var instanceCount = 1
    public var preservesDepth = false
    public var instanceDelay: CFTimeInterval = 0
    public var instanceTransform = CATransform3DIdentity
    /// Straight RGBA; nil multiplies by nothing (as white does).
    public var instanceColor: SIMD4<Double>? = SIMD4(1, 1, 1, 1)
    /// Red, green, blue and alpha offsets added per instance.
    public var offsets = SIMD4<Double>(0, 0, 0, 0)

    public init() {}

    /// The property's value as an AnimatableValue.
    public func value(of p: ReplicatorProperty) -> AnimatableValue {
        switch p {
        case .instanceCount: return .scalar(Double(instanceCount))
        case .preservesDepth: return .bool(preservesDepth)
        case .instanceDelay: return .scalar(instanceDelay)
        case .instanceTransform: return .transform(instanceTransform)
        case .instanceColor: return .color(instanceColor)
        case .instanceRedOffset: return .scalar(offsets.x)
        case .instanceGreenOffset: return .scalar(offsets.y)
        case .instanceBlueOffset: return .scalar(offsets.z)
        case .instanceAlphaOffset: return .scalar(offsets.w)
        }
    }

    /// Stores `v` into the property; false when the kind does not fit. An animated instanceCount is truncated
    /// toward zero, as an integer property.
    @discardableResult
    public mutating func set(_ v: AnimatableValue, for p: ReplicatorProperty) -> Bool {
        switch (p, v) {
        case (.instanceCount, .scalar(let d)):
            guard d.isFinite else { return false }
            instanceCount = Int(max(min(d, Double(Int32.max)), Double(Int32.min)))
        case (.preservesDepth, .bool(let b)): preservesDepth = b
        case (.instanceDelay, .scalar(let d)): instanceDelay = d
        case (.instanceTransform, .transform(let t)): instanceTransform = t
        case (.instanceColor, .color(let c)): instanceColor = c
        case (.instanceRedOffset, .scalar(let d)): offsets.x = d
        case (.instanceGreenOffset, .scalar(let d)): offsets.y = d
        case (.instanceBlueOffset, .scalar(let d)): offsets.z = d
        case (.instanceAlphaOffset, .scalar(let d)): offsets.w = d
        default: return false
        }
        return true
    }

    /// The colour instance `k` multiplies its layers by: instanceColor plus k × the offsets, each component
    /// clamped to 0…1 (CAReplicatorLayer.h: "The color components added to the color of instance k-1").
    public func color(ofInstance k: Int) -> SIMD4<Double> {
        let base = instanceColor ?? SIMD4(1, 1, 1, 1)
        let raw = base + offsets * Double(k)
        return SIMD4(min(max(raw.x, 0), 1), min(max(raw.y, 0), 1), min(max(raw.z, 0), 1), min(max(raw.w, 0), 1))
    }
}
