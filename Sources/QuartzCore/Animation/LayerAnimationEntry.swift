// One animation attached to a layer (spec §7.6): the key it was added under, the frozen copy, and the
// bookkeeping of its life (started, finished, compiled render track). CALayer stores these in `animationList`,
// in add order, which is the order animations are applied (spec §5.1).

/// An animation in a layer's list.
package struct LayerAnimationEntry {
    /// nil for anonymous animations (added with a nil key).
    package var key: String?
    /// The frozen copy made by `add(_:forKey:)`.
    package var animation: CAAnimation
    /// Whether animationDidStart has been scheduled.
    var didStart = false
    /// Whether the animation reached the end of its active duration (animationDidStop(finished: true) scheduled).
    var didFinish = false
    /// Whether a commit has stamped and published the animation (presentation() shows only committed ones).
    var isCommitted = false
    /// The completion-block continuation counting this animation (spec §2.5); left once when it stops.
    var completionGroup: TransactionCompletionGroup?
    /// The tracks the first commit compiled from the frozen, stamped animation, reused by later commits (they
    /// cannot change); nil until then, and for animations whose compile depends on the layer (custom keys,
    /// transitions) or produced nothing.
    var compiledTracks: AnimationTrackList?

    /// Makes this entry the one `add` would append for `newAnimation` under the same key (spec §7.6 step 8, when
    /// the replaced entry is the last: removing it and appending the new one leaves the same order): the key
    /// stays, the animation and the completion group are exchanged with the caller's (who gets the replaced
    /// ones), and every other field starts as `init(key:animation:completionGroup:)` leaves it — a field added to
    /// this type must be reset here too. Returns whether the replaced animation had finished.
    mutating func restart(exchanging newAnimation: inout CAAnimation,
                          _ newGroup: inout TransactionCompletionGroup?) -> Bool {
        swap(&animation, &newAnimation)
        swap(&completionGroup, &newGroup)
        let finished = didFinish
        didStart = false
        didFinish = false
        isCommitted = false
        compiledTracks = nil
        return finished
    }

    package init(key: String?, animation: CAAnimation) {
        self.key = key
        self.animation = animation
    }

    init(key: String?, animation: CAAnimation, completionGroup: TransactionCompletionGroup?) {
        self.key = key
        self.animation = animation
        self.completionGroup = completionGroup
    }
}
