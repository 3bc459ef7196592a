// An observable trace of the action search (spec §1.1–1.2) for tools: one process-wide hook
// (EngineGlobals.actionSearchObserver), set only by inspectors and tests, told which stage answered each change.
// It is read under its lock (taken only while one is set) and called outside it, so an observer may change layers
// or the hook itself.
import Synchronization

extension CALayer {
    /// Called with the layer, the event key and the stage that answered, for every change that reaches the
    /// action decision and every direct `action(forKey:)` search. Set it from the thread that changes layers
    /// (a tool's setup), not while other threads change layers.
    package static var actionSearchObserver: ((CALayer, String, ActionSearchStage) -> Void)? {
        get { EngineGlobals.actionSearchObserver.withLock { $0?.observe } }
        set {
            let box = newValue.map { EngineGlobals.ActionSearchObserverBox(observe: $0) }
            EngineGlobals.actionSearchObserver.withLock {
                $0 = box
                EngineGlobals.actionSearchObserverInstalled.store(box != nil, ordering: .releasing)
            }
        }
    }

    /// Tells the observer, if any, which stage answered `event`.
    @inline(__always)
    func reportActionSearch(_ event: String, _ stage: ActionSearchStage) {
        // No lock while no observer is set (EngineGlobals.actionSearchObserverInstalled).
        guard EngineGlobals.actionSearchObserverInstalled.load(ordering: .acquiring) else { return }
        if let observer = EngineGlobals.actionSearchObserver.withLock({ $0 }) { observer.observe(self, event, stage) }
    }
}
