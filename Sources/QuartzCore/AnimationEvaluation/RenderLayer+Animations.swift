// Applying a RenderLayer's committed animations at a media time: the evaluator the compositor calls per
// frame (render thread). Allocation-free: tracks are walked in place and values written into the copy.

extension RenderLayer {
    /// Writes the presentation values at media time `time` into this layer's properties.
    @inline(__always)
    package mutating func applyAnimations(atMediaTime time: Double) {
        if case .emitter = layerClass { emitterMediaTime = time }
        let animations = self.animations
        guard !animations.tracks.isEmpty else { return }
        let layerTime = animations.timeMap.localTime(time)
        let tracks = animations.tracks
        // By index, so each track is borrowed in place rather than copied out by an iterator.
        for index in tracks.indices { apply(tracks[index], atLayerTime: layerTime) }
    }

    /// Applies one track at layer time `layerTime`.
    @inline(__always)
    mutating func apply(_ track: AnimationTrack, atLayerTime layerTime: Double) {
        guard track.keyPath == nil else {
            track.apply(atLayerTime: layerTime, to: &self)
            return
        }
        // Transitions have no key path: they tell the compositor what to composite instead (spec §7.3).
        if let detail = track.detail, case .transition(let transition) = detail.content,
           let sample = track.sample(atLayerTime: layerTime) {
            let eased = track.curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
            activeTransition = ActiveTransition(track: transition, progress: transition.progress(at: eased))
        }
    }

    /// This layer with its animations applied at media time `time`.
    package func applyingAnimations(atMediaTime time: Double) -> RenderLayer {
        var copy = self
        copy.applyAnimations(atMediaTime: time)
        return copy
    }

    /// The transitions running on this layer at `time`, as (track, transition progress) for the compositor.
    package func transitionProgress(atMediaTime time: Double) -> (TransitionTrack, Double)? {
        let layerTime = animations.timeMap.localTime(time)
        for track in animations.tracks {
            guard let detail = track.detail, case .transition(let transition) = detail.content,
                  let sample = track.sample(atLayerTime: layerTime) else { continue }
            let eased = track.curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
            return (transition, transition.progress(at: eased))
        }
        return nil
    }
}
