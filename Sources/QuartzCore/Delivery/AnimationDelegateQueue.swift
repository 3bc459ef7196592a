// Animation delegate callbacks (spec §7.1): start and stop are delivered on the main run loop through
// MainRunLoopDelivery, never inside add or commit (except the synchronous zero-duration case of §7.6).
// `deliverPending()` is for hosts that run no main run loop (the scene harness, tests).
import Foundation

/// The animationDidStart / animationDidStop callbacks waiting for the main run loop.
package enum AnimationDelegateQueue {
    static func enqueue(_ kind: AnimationDelegateEvent.Kind, animation: CAAnimation,
                        delegate: any CAAnimationDelegate) {
        let event = AnimationDelegateEvent(kind: kind, animation: animation, delegate: delegate)
        EngineGlobals.mainRunLoopDelivery.enqueue(.animationDelegate(event))
    }

    /// The number of callbacks waiting.
    package static var pendingCount: Int { EngineGlobals.mainRunLoopDelivery.count { !$0.isCompletionBlock } }

    /// Delivers every waiting callback now, in the order they were scheduled, on the calling thread (a host
    /// without a main run loop). Callbacks queued while delivering wait for the next call.
    package static func deliverPending() {
        EngineGlobals.mainRunLoopDelivery.runNow { !$0.isCompletionBlock }
    }
}
