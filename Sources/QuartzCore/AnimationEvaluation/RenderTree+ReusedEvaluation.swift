// The frame loop's evaluation (spec §3.4; docs/architecture.md "The flow of one change"): while the committed tree is the same as
// the last frame's, the buffer already holds every layer's committed values with last frame's animation values on
// top, so only the layers with tracks (or an emitter) are evaluated again, in place: through typed steps resolved
// once per tree where every track of the layer takes one (TypedTrackPlan), through RenderLayer.reapplyAnimations
// otherwise (RenderLayer+Restore.swift). No layer is copied. A new tree or a buffer changed in between copies the
// committed records first and is then evaluated the same way; a tree with replicators (whose instances rewrite
// their sublayers' records) takes the full copy of `evaluate(at:into:)`.

extension RenderTree {
    /// Fills `output` with the layers' presentation values at media time `time`, as `evaluate(at:into:)`; `source`
    /// remembers what `output` holds, so pass the same pair every frame and change neither in between.
    package func evaluate(at time: Double, into output: inout [RenderLayer], reusing source: inout EvaluationSource) {
        guard replicatorIndices.isEmpty else {
            source.clear()
            evaluate(at: time, into: &output)
            return
        }
        if output.count != layers.count || !source.holds(layers) {
            // A new tree (or a buffer changed in between): every committed record copied, then only the animated
            // layers evaluated as every later frame evaluates them (the typed steps and reapplyAnimations give the
            // general path's records: TypedTrackPlanTests, ReusedEvaluationTests), not each layer's tracks through
            // applyAnimations.
            copyCommitted(into: &output)
            source.fill(from: layers)
        }
        // The indices through a buffer pointer and a range: an array's own iterator, unspecialised in a debug
        // build, allocates on every frame.
        source.frameIndices.withUnsafeBufferPointer { indices in
            layers.withUnsafeBufferPointer { committed in
                output.withUnsafeMutableBufferPointer { target in
                    guard let from = committed.baseAddress, let to = target.baseAddress else { return }
                    for position in 0..<indices.count {
                        let index = Int(indices[position])
                        RenderLayer.reapplyAnimations(atMediaTime: time, to: to + index, committed: from + index)
                    }
                    source.plan.apply(atMediaTime: time, to: to, committed: from)
                }
            }
        }
        stampTiles(at: time, into: &output)
    }

    /// `output` made a copy of the committed records (evaluate(at:into:)'s copy, without the animations).
    private func copyCommitted(into output: inout [RenderLayer]) {
        guard output.count == layers.count else {
            output.removeAll(keepingCapacity: true)
            output.append(contentsOf: layers)
            return
        }
        layers.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                to.update(from: from, count: source.count)
            }
        }
    }
}
