// The commit seam for animations (spec §3.5): at each outermost commit the hosted tree's layers stamp
// beginTime 0 with the layer-local commit time and compile their animations into the snapshot's records.
// Called by the commit for each layer of a hosted tree (RenderTreeBuilder). An animation is compiled once, at the
// commit that stamps it; later commits reuse its tracks (LayerAnimationEntry.compiledTracks).

extension CALayer {
    /// Stamps uncommitted animations and returns the render-side records of this layer's animations.
    package func commitAnimations(at commitTime: CFTimeInterval) -> RenderAnimations {
        guard !animationList.isEmpty else { return .none }
        let map = mediaTimeMap
        let localCommitTime = map.localTime(commitTime)
        var tracks: [AnimationTrack] = []
        tracks.reserveCapacity(animationList.count)
        for index in animationList.indices {
            if !animationList[index].isCommitted {
                if animationList[index].animation.beginTime == 0 {
                    animationList[index].animation.stampBeginTime(localCommitTime)
                }
                animationList[index].isCommitted = true
            }
            if let cached = animationList[index].compiledTracks {
                tracks.append(contentsOf: cached)
                continue
            }
            let entry = animationList[index]
            var compiled: [AnimationTrack] = []
            AnimationCompiler.compile(entry.animation, key: entry.key, layer: self, into: &compiled)
            if !compiled.isEmpty, compiled.allSatisfy({ $0.keyPath?.property != nil }) {
                animationList[index].compiledTracks = compiled
            }
            tracks.append(contentsOf: compiled)
        }
        committedTracksCache = tracks   // every entry is committed now: these are the committed tracks
        return RenderAnimations(timeMap: map, tracks: tracks)
    }
}

extension CALayer {
    /// Fills the `animations` of a freshly built snapshot of this tree (`layers`, in RenderTreeBuilder's order:
    /// depth-first, a layer before its sublayers, its mask subtree after them) with each layer's committed
    /// animations at `commitTime`. Layers without animations cost one emptiness check.
    package func commitTreeAnimations(at commitTime: CFTimeInterval, into layers: inout [RenderLayer]) {
        var index = 0
        commitTreeAnimations(at: commitTime, into: &layers, index: &index)
        if index != layers.count {
            EngineDiagnostics.report(
                "commitTreeAnimations(at:into:): the snapshot has \(layers.count) layers but the tree has \(index); "
                    + "animations were matched by order and may be on the wrong layers. Build the snapshot in "
                    + "RenderTreeBuilder's order (layer, sublayers, then mask).")
        }
    }

    private func commitTreeAnimations(at commitTime: CFTimeInterval, into layers: inout [RenderLayer],
                                      index: inout Int) {
        if !animationList.isEmpty, index < layers.count {
            layers[index].animations = commitAnimations(at: commitTime)
        }
        index += 1
        for sublayer in sublayerStorage { sublayer.commitTreeAnimations(at: commitTime, into: &layers, index: &index) }
        maskStorage?.commitTreeAnimations(at: commitTime, into: &layers, index: &index)
    }
}
