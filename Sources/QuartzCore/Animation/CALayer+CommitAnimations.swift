// The commit seam for animations (spec §3.5): at each outermost commit the hosted tree's layers stamp
// beginTime 0 with the layer-local commit time and compile their animations into the snapshot's records.
// Called by the commit's one walk of a hosted tree for each layer that has animations, while it records the layer
// (RenderTreeBuilder), so the tracks go straight into that layer's record. An animation is compiled once, at the
// commit that stamps it; later commits reuse its tracks (LayerAnimationEntry.compiledTracks).

extension CALayer {
    /// Whether the layer has animations to commit (one emptiness check per layer of the walk).
    @inline(__always)
    var hasAnimations: Bool { !animationList.isEmpty }

    /// Stamps uncommitted animations and returns the render-side records of this layer's animations; `timeMap`:
    /// the layer's `mediaTimeMap` when the caller knows it (the commit's walk carries it down the tree).
    package func commitAnimations(at commitTime: CFTimeInterval, timeMap: MediaTimeMap? = nil) -> RenderAnimations {
        guard !animationList.isEmpty else { return .none }
        let map = timeMap ?? mediaTimeMap
        let localCommitTime = map.localTime(commitTime)
        // The first entry's tracks become the list itself (shared with the entry's cache, no copy: a layer usually
        // has one animation of one track, held inline: AnimationTrackList.swift); later entries' are appended.
        var tracks: AnimationTrackList?
        for index in animationList.indices {
            let stamps = !animationList[index].isCommitted
            if stamps, animationList[index].animation.beginTime == 0 {
                animationList[index].animation.stampBeginTime(localCommitTime)
            }
            let compiled: AnimationTrackList
            var caches = false
            if let cached = animationList[index].compiledTracks {
                compiled = cached
            } else {
                // Read in place (LayerAnimationList's subscript yields the entry): no copy of the entry.
                compiled = AnimationCompiler.compiledTracks(of: animationList[index].animation,
                                                            key: animationList[index].key, layer: self)
                // `writtenProperty` is the key path's property: nil for transitions and custom keys.
                caches = !compiled.isEmpty && compiled.allSatisfy { $0.writtenProperty != nil }
            }
            if stamps || caches {   // one change to the entry: committed, and its tracks kept
                animationList.update(at: index) { entry in
                    entry.isCommitted = true
                    if caches { entry.compiledTracks = compiled }
                }
            }
            tracks = tracks?.appending(compiled) ?? compiled
        }
        let committed = tracks ?? []   // the list is not empty: always set
        animationList.keepTracksOfCommit(committed)   // every entry is committed now: these are the committed tracks
        return RenderAnimations(timeMap: map, tracks: committed)
    }
}
