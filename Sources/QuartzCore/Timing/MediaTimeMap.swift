// Hierarchical layer time (spec §3.3): each layer maps its parent's time with t = (tp − beginTime)·speed + timeOffset.
// Layers have infinite duration, so a chain of such maps is one affine map; it is composed at commit time and
// evaluated per frame with one multiply-add.

/// An affine map from one time space to another: `t = scale · parent + offset`.
package struct MediaTimeMap: Sendable, Equatable {
    package var scale: Double
    package var offset: Double

    package init(scale: Double, offset: Double) {
        self.scale = scale
        self.offset = offset
    }

    /// The identity: local time equals parent time.
    package static let identity = MediaTimeMap(scale: 1, offset: 0)

    /// The map of one layer level: `(tp − beginTime) · speed + timeOffset`.
    package init(beginTime: Double, speed: Double, timeOffset: Double) {
        scale = speed
        offset = timeOffset - beginTime * speed
    }

    /// Local time for a time in the parent's space.
    @inline(__always)
    package func localTime(_ parentTime: Double) -> Double { scale * parentTime + offset }

    /// Parent time for a local time, or nil when the map cannot be inverted (a level with speed 0).
    package func parentTime(_ localTime: Double) -> Double? {
        guard scale != 0, scale.isFinite else { return nil }
        return (localTime - offset) / scale
    }

    /// The map that applies `self` first, then `inner` (parent → self's space → inner's space).
    package func followed(by inner: MediaTimeMap) -> MediaTimeMap {
        MediaTimeMap(scale: inner.scale * scale, offset: inner.scale * offset + inner.offset)
    }
}
