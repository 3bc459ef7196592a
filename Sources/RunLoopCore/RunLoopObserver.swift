// RunLoopObserver: CFRunLoopObserver (spec §10.4, §2.2). Watches activity points of a run loop;
// ordered by `order`, ties in insertion order; never re-entered while its callout runs; a non-repeating
// observer invalidates itself after its first callout.

/// @unchecked: its configuration is immutable, validity and owner sit behind `ownership`'s lock, and `isFiring` and
/// the callout are touched only on the thread running the loop (CF's rule: callouts run on the loop's thread).
public final class RunLoopObserver: RunLoopItem, @unchecked Sendable {
    public let activities: RunLoopActivity
    public let repeats: Bool
    public let order: Int
    let callout: (RunLoopObserver, RunLoopActivity) -> Void
    let ownership = RunLoopItemOwnership()
    static var itemKind: String { "observer" }

    /// Set while the callout runs, so a nested run of the same loop skips this observer
    /// (CF's "not currently firing" rule). Touched only on the thread running the loop.
    var isFiring = false

    public init(
        activities: RunLoopActivity,
        repeats: Bool = true,
        order: Int = 0,
        callout: @escaping (RunLoopObserver, RunLoopActivity) -> Void
    ) {
        self.activities = activities
        self.repeats = repeats
        self.order = order
        self.callout = callout
    }

    public var isValid: Bool { ownership.isValid }

    /// Stops the observer for good and removes it from every mode of its run loop.
    public func invalidate() {
        let (wasValid, loop) = ownership.invalidate()
        guard wasValid else { return }
        loop?.removeFromAllModes(self, list: \.observers)
    }
}
