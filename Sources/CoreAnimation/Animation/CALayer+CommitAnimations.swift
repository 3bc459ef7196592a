// The commit seam for animations (spec §3.5): at each outermost commit the hosted tree's layers stamp
// beginTime 0 with the layer-local commit time and compile their animations into the snapshot's records.
// Called by the commit for each layer of a hosted tree (RenderTreeBuilder).

extension CALayer {
    /// Stamps uncommitted animations and returns the render-side records of this layer's animations.
    public func commitAnimations(at commitTime: CFTimeInterval) -> RenderAnimations {
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
            let entry = animationList[index]
            AnimationCompiler.compile(entry.animation, key: entry.key, layer: self, into: &tracks)
        }
        return RenderAnimations(timeMap: map, tracks: tracks)
    }
}
