// Hierarchical layer time (spec §3.3): a layer's map from absolute media time to its local time, composed over
// its ancestors, and convertTime(_:from:) / convertTime(_:to:) (0.0 when a level with speed 0 cannot be inverted).

extension CALayer {
    /// This level's map from the superlayer's time: (tp − beginTime)·speed + timeOffset.
    var ownTimeMap: MediaTimeMap {
        MediaTimeMap(beginTime: values.beginTime, speed: Double(values.speed), timeOffset: values.timeOffset)
    }

    /// Absolute (media) time → this layer's local time, through every ancestor. Composed recursively (root
    /// level first) so that the per-frame model bookkeeping allocates nothing, and kept until a timing property
    /// or a superlayer changes anywhere (MediaTimeMapCache.swift).
    var mediaTimeMap: MediaTimeMap {
        let generation = MediaTimeMapCache.currentGeneration
        if let kept = timeMapCache.map(ifValidAt: generation) { return kept }
        let parent = superlayerStorage?.mediaTimeMap ?? .identity
        let map = parent.followed(by: ownTimeMap)
        timeMapCache.store(map, computedIn: generation)
        return map
    }

    /// Converts `t` from `l`'s time space (nil: absolute media time) to this layer's.
    func convertLayerTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let absolute: Double
        if let l {
            guard let up = l.mediaTimeMap.parentTime(t) else { return 0 }
            absolute = up
        } else {
            absolute = t
        }
        return mediaTimeMap.localTime(absolute)
    }

    /// Converts `t` from this layer's time space to `l`'s (nil: absolute media time).
    func convertLayerTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        guard let absolute = mediaTimeMap.parentTime(t) else { return 0 }
        guard let l else { return absolute }
        return l.mediaTimeMap.localTime(absolute)
    }
}
