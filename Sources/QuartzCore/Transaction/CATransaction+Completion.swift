// Completion-block bookkeeping seams (spec §2.5, DECISIONS 7) for the animation code and the run loop:
// which continuation counts a newly added animation, and the manual delivery of completed blocks.
import Foundation

extension CATransaction {
    /// The continuation that an animation added now must hold, already entered (its count includes the
    /// animation); nil when no block is waiting. The caller calls `leave()` once when the animation stops
    /// (finished or removed). Animations that are never added (duration ≤ 1e-6) must not call this.
    package static func completionGroupForAddedAnimation() -> TransactionCompletionGroup? {
        AddedAnimationTransactionValues().enterCompletionGroup()
    }

    /// The innermost continuation of the levels outside `level` (a nested block holds its parent's).
    static func enclosingGroup(outside level: TransactionLevel) -> TransactionCompletionGroup? {
        guard let levels = TransactionStack.existing?.levels,
              let index = levels.firstIndex(where: { $0 === level }) else { return nil }
        for outer in levels[..<index].reversed() {
            if let group = outer.completionGroup { return group }
        }
        return nil
    }

    /// Runs now every completion block whose animations have all stopped, in completion order. The main run
    /// loop runs them by itself (MainRunLoopDelivery); hosts that run no main run loop, and tests, call this.
    /// Never call it from inside `commit()`.
    package static func runPendingCompletionBlocks() {
        EngineGlobals.mainRunLoopDelivery.runNow(\.isCompletionBlock)
    }

    /// The number of completed blocks waiting for delivery.
    package static var pendingCompletionBlockCount: Int { EngineGlobals.mainRunLoopDelivery.count(\.isCompletionBlock) }
}
