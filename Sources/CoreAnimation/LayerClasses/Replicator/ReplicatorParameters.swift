// A CAReplicatorLayer's property values as the render thread reads them (CAReplicatorLayer.h defaults: one instance,
// no delay, identity transform, opaque white colour, zero offsets, flat): the record's `replicator` part, filled
// from the model by the commit through the property table and written by animations of the replicator's keys on
// evaluated copies, then read by the replication (RenderTree+Replication.swift).
import Foundation

/// A replicator's properties, as plain values.
public struct ReplicatorParameters: Sendable, Equatable {
    public var instanceCount = 1
    public var preservesDepth = false
    public var instanceDelay: CFTimeInterval = 0
    public var instanceTransform = CATransform3DIdentity
    /// Premultiplied, as every drawn colour.
    public var instanceColor = RenderColor(red: 1, green: 1, blue: 1, alpha: 1)
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0

    public init() {}

    /// The colour instance `k` multiplies its layers by (straight RGBA): instanceColor plus k × the offsets, each
    /// component clamped to 0…1 (CAReplicatorLayer.h: "The color components added to the color of instance k-1").
    public func color(ofInstance k: Int) -> SIMD4<Double> {
        let offsets = SIMD4(Double(instanceRedOffset), Double(instanceGreenOffset), Double(instanceBlueOffset),
                            Double(instanceAlphaOffset))
        let raw = PropertyFormat.straightLanes(instanceColor) + offsets * Double(k)
        return SIMD4(min(max(raw.x, 0), 1), min(max(raw.y, 0), 1), min(max(raw.z, 0), 1), min(max(raw.w, 0), 1))
    }
}
