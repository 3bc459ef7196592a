// EventRunLoop+Observers: __CFRunLoopDoObservers (spec §10.4): valid observers whose mask holds the
// activity and that are not already firing, in order (ties FIFO); non-repeating ones are invalidated
// after their callout.

extension EventRunLoop {
    func notifyObservers(
        _ activity: RunLoopActivity, in items: RunLoopModeItems, clock: any RunLoopClock, tracer: (any RunLoopTracer)?
    ) {
        if let tracer { tracer.runLoop(self, traced: .activity(activity), at: clock.now()) }
        lock.lock()
        let observers = items.observers  // copy-on-write snapshot: callouts may add or remove observers
        lock.unlock()
        for observer in observers where observer.activities.contains(activity) {
            // Checked at call time: an earlier callout may have invalidated it.
            guard !observer.isFiring, observer.isValid else { continue }
            observer.isFiring = true
            if let tracer {
                tracer.runLoop(self, traced: .observerCalloutBegan(order: observer.order, activity: activity), at: clock.now())
            }
            observer.callout(observer, activity)
            if let tracer {
                tracer.runLoop(self, traced: .observerCalloutEnded(order: observer.order, activity: activity), at: clock.now())
            }
            observer.isFiring = false
            if !observer.repeats { observer.invalidate() }
        }
    }
}
