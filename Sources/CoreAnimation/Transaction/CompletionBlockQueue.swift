// Completed completion blocks waiting for delivery (spec §2.5, DECISIONS 7): queued when their continuation
// reaches zero, run later by `CATransaction.runPendingCompletionBlocks()` — from a block performed on the
// delivery run loop (which is woken), or explicitly by tests and hosts without a run loop.
import Foundation
import RunLoopCore

final class CompletionBlockQueue: @unchecked Sendable {
    static let shared = CompletionBlockQueue()

    private let lock = NSLock()
    private var blocks: [() -> Void] = []
    /// The run loop that delivers blocks: the main thread's once it has committed an implicit transaction.
    private var deliveryLoop: EventRunLoop?

    func enqueue(_ block: @escaping () -> Void) {
        lock.lock()
        blocks.append(block)
        let loop = deliveryLoop
        lock.unlock()
        guard let loop else { return }
        loop.perform(inModes: [.common]) { CATransaction.runPendingCompletionBlocks() }
        loop.wakeUp()
    }

    /// Uses `loop` for delivery unless the main thread's loop already is the delivery loop.
    func useDeliveryLoop(_ loop: EventRunLoop) {
        lock.lock()
        if deliveryLoop == nil || loop.isMain { deliveryLoop = loop }
        lock.unlock()
    }

    /// Removes and returns every queued block, in the order they completed.
    func takeAll() -> [() -> Void] {
        lock.lock()
        defer { lock.unlock() }
        let taken = blocks
        blocks.removeAll()
        return taken
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return blocks.count
    }
}
