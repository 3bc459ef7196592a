// Pending animation delegate callbacks (spec §7.1): start and stop are delivered on the main run loop, never
// inside add or commit (except the synchronous zero-duration case of §7.6). The run loop's hook (and tests)
// call `deliverPending()`; callbacks run in the order they were scheduled.
import Foundation

/// The queue of animationDidStart / animationDidStop callbacks waiting for the main run loop.
public enum AnimationDelegateQueue {
    enum Event { case didStart, didStop(finished: Bool) }

    private struct Pending {
        let event: Event
        let animation: CAAnimation
        let delegate: any CAAnimationDelegate
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [Pending] = []
    nonisolated(unsafe) private static var wakeUp: (@Sendable () -> Void)?

    /// Called (outside the lock) whenever a callback is queued, so a run loop can wake up and drain.
    public static func setWakeUpHandler(_ handler: (@Sendable () -> Void)?) {
        lock.lock()
        wakeUp = handler
        lock.unlock()
    }

    static func enqueue(_ event: Event, animation: CAAnimation, delegate: any CAAnimationDelegate) {
        lock.lock()
        pending.append(Pending(event: event, animation: animation, delegate: delegate))
        let handler = wakeUp
        lock.unlock()
        handler?()
    }

    /// The number of callbacks waiting.
    public static var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return pending.count
    }

    /// Delivers every waiting callback (main thread). Callbacks queued while delivering wait for the next call.
    public static func deliverPending() {
        lock.lock()
        let batch = pending
        pending.removeAll()
        lock.unlock()
        for item in batch {
            switch item.event {
            case .didStart: item.delegate.animationDidStart(item.animation)
            case .didStop(let finished): item.delegate.animationDidStop(item.animation, finished: finished)
            }
        }
    }
}
