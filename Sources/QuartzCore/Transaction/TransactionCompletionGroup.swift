// The completion-block continuation of spec §2.5 and DECISIONS 7: a reference count held by the transaction
// level that set the block (1), by each animation added while that level or a nested one was current, and by
// each nested level's continuation. When it reaches zero the block is queued on the main run loop
// (MainRunLoopDelivery) for a later turn — never run inside `commit()`.
import Foundation

/// Counts what a completion block waits for.
/// @unchecked: `count` and `block` are read and changed only while holding `lock`; `parent` is immutable. The block
/// runs on the main run loop (MainRunLoopDelivery), never under the lock.
package final class TransactionCompletionGroup: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 1
    private var block: (() -> Void)?
    private let parent: TransactionCompletionGroup?

    init(block: @escaping () -> Void, parent: TransactionCompletionGroup?) {
        self.block = block
        self.parent = parent
        parent?.enter()
    }

    /// Adds one reference (an animation that the block must wait for).
    package func enter() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    /// Drops one reference (the animation stopped, finished or removed); at zero the block is queued.
    package func leave() {
        lock.lock()
        count -= 1
        let done = count == 0
        let finished = done ? block : nil
        if done { block = nil }
        lock.unlock()
        guard done else { return }
        if let finished { EngineGlobals.mainRunLoopDelivery.enqueue(.completionBlock(finished)) }
        parent?.leave()
    }

    /// The number of references still held (for tests).
    var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
