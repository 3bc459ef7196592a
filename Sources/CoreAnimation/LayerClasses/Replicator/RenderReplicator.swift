// The committed description of a CAReplicatorLayer (RenderSubclass.replicator): its model parameters, the
// animations of its own properties bound to their fields, and how many render-tree entries its sublayers take
// (the range the render thread copies per instance, RenderTree+Replication.swift).

/// A committed replicator. Immutable, shared by every evaluated copy of the layer.
public final class RenderReplicator: Sendable {
    public let parameters: ReplicatorParameters
    package let bindings: [ClassTrackBinding<ReplicatorProperty>]
    /// Entries after the replicator's own that hold its sublayers' subtrees (its mask's subtree comes after them
    /// and is not replicated). Set by the commit (RenderTreeBuilder), which knows where the subtrees end.
    public let sublayerEntryCount: Int

    package init(parameters: ReplicatorParameters, bindings: [ClassTrackBinding<ReplicatorProperty>],
                sublayerEntryCount: Int = 0) {
        self.parameters = parameters
        self.bindings = bindings
        self.sublayerEntryCount = sublayerEntryCount
    }

    /// This description with the sublayer range the commit measured.
    package func withSublayerEntryCount(_ count: Int) -> RenderReplicator {
        RenderReplicator(parameters: parameters, bindings: bindings, sublayerEntryCount: count)
    }

    /// The parameters with the replicator's own animations applied at its layer time `layerTime`.
    @inline(__always)
    package func parameters(atLayerTime layerTime: Double) -> ReplicatorParameters {
        guard !bindings.isEmpty else { return parameters }
        var result = parameters
        for binding in bindings {
            if let value = binding.track.classValue(atLayerTime: layerTime, whole: result.value(of: binding.field)),
               value.isFinite {
                result.set(value, for: binding.field)
            }
        }
        return result
    }
}
