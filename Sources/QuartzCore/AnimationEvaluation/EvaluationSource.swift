// What a reused evaluation buffer was last filled from (RenderTree+ReusedEvaluation.swift): the committed layers
// (held, so their storage cannot be freed and reused by another tree while the buffer claims to hold them) and the
// indices of the layers a frame must touch (animated or emitting) through RenderLayer.reapplyAnimations, and the typed
// steps of those whose tracks all take one (TypedTrackPlan); nothing for a buffer not yet filled.

/// The committed layers behind a reused evaluation buffer, kept by the frame loop beside the buffer.
package struct EvaluationSource: Sendable {
    /// The committed tree's layers the buffer was filled from; empty when the next frame must copy them all.
    private(set) var layers: [RenderLayer] = []
    /// Indices (into `layers`) of the layers with tracks or an emitter that the typed plan does not take: with
    /// `plan`, the only ones a frame of the same tree evaluates again.
    private(set) var frameIndices: [Int32] = []
    /// The typed steps of the other animated layers.
    private(set) var plan = TypedTrackPlan()

    package init() {}

    /// Whether the buffer holds an evaluation of exactly `committed` (the same storage, not equal values).
    func holds(_ committed: [RenderLayer]) -> Bool {
        guard !layers.isEmpty, layers.count == committed.count else { return false }
        return layers.withUnsafeBufferPointer { mine in
            committed.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }

    /// Records that the buffer now holds an evaluation of `committed`.
    mutating func fill(from committed: [RenderLayer]) {
        layers = committed
        frameIndices.removeAll(keepingCapacity: true)
        plan.removeAll()
        committed.withUnsafeBufferPointer { records in
            guard let base = records.baseAddress else { return }
            // At most one step per track.
            var tracks = 0
            for index in records.indices { tracks += (base + index).pointee.animations.tracks.count }
            plan.reserveCapacity(tracks)
            for index in records.indices {
                let isEmitter: Bool
                if case .emitter = records[index].layerClass { isEmitter = true } else { isEmitter = false }
                guard isEmitter || !records[index].animations.tracks.isEmpty else { continue }
                if isEmitter || !plan.add(layer: index, record: base + index) { frameIndices.append(Int32(index)) }
            }
        }
    }

    /// Forgets the source: the next frame copies every layer.
    mutating func clear() {
        layers = []
        frameIndices.removeAll(keepingCapacity: true)
        plan.removeAll()
    }
}
