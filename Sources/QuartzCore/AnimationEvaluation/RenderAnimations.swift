// The animations of one RenderLayer (the `animations` field): the layer's time map from media time to layer
// time (spec §3.3, composed over its ancestors at commit) and its compiled tracks in application order.

/// A layer's committed animations.
package struct RenderAnimations: Sendable {
    /// Media time → this layer's local time.
    package var timeMap: MediaTimeMap
    /// In `animationKeys()` order: each track sees the value with the earlier ones applied (spec §5.1).
    package var tracks: AnimationTrackList

    package init(timeMap: MediaTimeMap = .identity, tracks: AnimationTrackList = []) {
        self.timeMap = timeMap
        self.tracks = tracks
    }

    /// No animations.
    package static let none = RenderAnimations()

    package var isEmpty: Bool { tracks.isEmpty }
}
