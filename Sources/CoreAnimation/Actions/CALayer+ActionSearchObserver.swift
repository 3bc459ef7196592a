// An observable trace of the action search (spec §1.1–1.2) for tools: one process-wide hook, set only by
// inspectors and tests, told which stage answered each change. When unset, the cost on the property-set path
// is one load and a nil check.

/// The hook's storage: a plain global with a constant initializer is statically initialized (no lazy-init
/// check on each read, unlike a static stored property).
nonisolated(unsafe) var actionSearchObserverStorage: ((CALayer, String, ActionSearchStage) -> Void)?

extension CALayer {
    /// Called with the layer, the event key and the stage that answered, for every change that reaches the
    /// action decision and every direct `action(forKey:)` search. Set it from the thread that changes layers
    /// (a tool's setup), not while other threads change layers.
    public static var actionSearchObserver: ((CALayer, String, ActionSearchStage) -> Void)? {
        get { actionSearchObserverStorage }
        set { actionSearchObserverStorage = newValue }
    }

    /// Tells the observer, if any, which stage answered `event`.
    @inline(__always)
    func reportActionSearch(_ event: String, _ stage: ActionSearchStage) {
        if let observer = actionSearchObserverStorage { observer(self, event, stage) }
    }
}
