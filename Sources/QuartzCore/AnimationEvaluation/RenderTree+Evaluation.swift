// The render tree's per-frame entry point: every layer's presentation values at one media time, the tiled layers'
// fade time and what of them the presentation shows (RenderTree+TileViews.swift), then the replicator instances
// (RenderTree+Replication.swift). The frame loop (SDLHost's FrameLoop+Frames, HostRunner) calls it, through
// `evaluate(at:into:reusing:)`, with a buffer it keeps, so steady-state frames allocate nothing.

extension RenderTree {
    /// Fills `output` with the layers' presentation values at media time `time` (reusing its storage).
    package func evaluate(at time: Double, into output: inout [RenderLayer]) {
        if output.count > layers.count, !replicatorIndices.isEmpty {
            output.removeLast(output.count - layers.count)   // last frame's replicator instances
        }
        if output.count != layers.count {
            output.removeAll(keepingCapacity: true)
            output.append(contentsOf: layers)
        }
        // Through buffer pointers: one uniqueness check for the whole buffer instead of one per layer, no
        // bounds checks, and each layer assigned in place (`update(from:count:)` is one assign-with-copy, where
        // `output[i] = layers[i]` copies into a temporary, destroys the old value and moves the temporary in).
        layers.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for index in 0..<source.count {
                    (to + index).update(from: from + index, count: 1)
                    to[index].applyAnimations(atMediaTime: time)
                }
            }
        }
        // Before replication, so a tiled layer's instances carry the frame's time too.
        stampTiles(at: time, into: &output)
        if !replicatorIndices.isEmpty { replicate(at: time, into: &output) }
    }

    /// Gives the tiled layers of `output` (this tree's layers, evaluated) the frame's time for their tiles' fade,
    /// and tells those whose presentation needs other tiles (RenderTree+TileViews.swift).
    func stampTiles(at time: Double, into output: inout [RenderLayer]) {
        for index in tiledIndices {
            if case .tiled(let tiles, _) = output[Int(index)].layerClass {
                output[Int(index)].layerClass = .tiled(tiles, time: time)
            }
        }
        reportTileViews(output)
    }

    /// The layers' presentation values at media time `time`.
    package func evaluate(at time: Double) -> [RenderLayer] {
        var output: [RenderLayer] = []
        output.reserveCapacity(layers.count)
        evaluate(at: time, into: &output)
        return output
    }

    /// True when some layer has an animation that still changes at or after `time`, a live emitter, or a tile still
    /// fading in.
    package func isAnimating(at time: Double) -> Bool {
        for index in tiledIndices {
            if case .tiled(let tiles, _) = layers[Int(index)].layerClass, tiles.fadeEnd > time { return true }
        }
        for layer in layers {
            if case .emitter(let emitter) = layer.layerClass, emitter.isLive(atMediaTime: time) { return true }
            guard !layer.animations.isEmpty else { continue }
            let layerTime = layer.animations.timeMap.localTime(time)
            for track in layer.animations.tracks where track.isRunning(atLayerTime: layerTime) { return true }
        }
        return false
    }
}

extension AnimationTrack {
    /// Whether the track has not yet passed the end of its active duration at `layerTime` (before its start
    /// counts as running: it will change).
    func isRunning(atLayerTime layerTime: Double) -> Bool {
        var parentTime = layerTime
        for group in groups {
            if parentTime >= group.timing.activeEndTime { return false }
            guard let t = group.childParentTime(parentTime) else { return true }
            parentTime = t
        }
        return parentTime < timing.activeEndTime
    }
}
