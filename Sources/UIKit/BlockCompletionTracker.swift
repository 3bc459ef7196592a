// The `finished` flag of a UIView animation block's completion handler (UIKit: "a Boolean value that indicates
// whether or not the animations actually finished before the completion handler was called"): the delegate of every
// animation the block's views add, false as soon as one of them is removed or replaced before its end.
// The handler itself runs from the block's CATransaction completion block (DECISIONS 7: on a later run-loop turn,
// once every animation added in the block has stopped). An animation's stop message is queued before its stop
// releases the completion block, and both travel through the engine's one callback FIFO (MainRunLoopDelivery), so
// the flag has seen every stop by the time the handler runs.
import QuartzCore
import Foundation

final class BlockCompletionTracker: CAAnimationDelegate {
    private(set) var allFinished = true

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { allFinished = false }
    }

    /// The transaction completion block that calls `completion` with the flag.
    func completionBlock(calling completion: @escaping (Bool) -> Void) -> () -> Void {
        { [self] in completion(allFinished) }
    }
}
