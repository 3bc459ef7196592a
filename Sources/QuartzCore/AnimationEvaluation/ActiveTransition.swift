// A transition as one evaluated frame sees it (spec §7.3): the compiled track (type, subtype, old appearance) and
// the transition progress q = startProgress + (endProgress − startProgress)·p' at the frame's time.

/// The transition a layer shows in one evaluated frame.
package struct ActiveTransition: Sendable {
    package var track: TransitionTrack
    /// The transition progress q in 0...1 (0: all old, 1: all new).
    package var progress: Double

    package init(track: TransitionTrack, progress: Double) {
        self.track = track
        self.progress = progress
    }
}
