// The previous snapshot's release off the committing thread (docs/architecture.md "Threads", the snapshot
// reclaimer): an outermost commit replaces its context's last RenderTree, and dropping the last reference to a big
// tree's records (their images, paths and compiled tracks) cost the committing thread about a ninth of a 10,000-layer
// move and commit (BENCHMARKS.md "Tenth wave"). The commit hands the replaced tree here instead; one background
// thread, started on the first hand-off, drops it. A RenderTree is Sendable (values and immutable objects, what the
// render thread already releases when it is the last holder), so its last release may run on any thread.
import Foundation

/// A queue of replaced snapshots and the thread that drops them.
/// @unchecked: `pending`, `handedOff`, `dropped` and `threadStarted` are read and changed only while holding
/// `condition`'s lock; the trees cross as Sendable values whose references the reclaimer's thread drops.
package final class SnapshotReclaimer: @unchecked Sendable {
    /// How many replaced trees may wait. A hand-off that finds this many waiting (the thread is behind: the
    /// machine's cores are all busy) drops its tree on the calling thread, so memory stays bounded.
    package static let queueLimit = 4

    private let condition = NSCondition()
    private var pending: [RenderTree] = []
    private var handedOff: UInt64 = 0
    private var dropped: UInt64 = 0
    private var threadStarted = false
    private let startsThread: Bool

    /// `startsThread` false: the thread starts only at `start()` (tests hold trees queued to see who drops them).
    package init(startsThread: Bool = true) {
        self.startsThread = startsThread
        pending.reserveCapacity(Self.queueLimit)
    }

    /// Hands `tree` over to be dropped on the reclaimer's thread; returns false when the queue was full and the
    /// tree is dropped here, on the calling thread, instead. Allocates nothing once the thread runs.
    @discardableResult
    package func reclaim(_ tree: consuming RenderTree) -> Bool {
        condition.lock()
        guard pending.count < Self.queueLimit else {
            condition.unlock()
            return false
        }
        pending.append(tree)
        handedOff &+= 1
        let mustStart = startsThread && !threadStarted
        if mustStart { threadStarted = true }
        condition.broadcast()   // the thread, and any `waitUntilDrained` (one condition serves both)
        condition.unlock()
        if mustStart { startThread() }
        return true
    }

    /// Starts the thread of a reclaimer made with `startsThread: false` (no effect when it runs).
    package func start() {
        condition.lock()
        let mustStart = !threadStarted
        threadStarted = true
        condition.unlock()
        if mustStart { startThread() }
    }

    /// Blocks until every tree handed over so far is dropped (tests; a reclaimer whose thread was never started
    /// returns at once when nothing waits, and otherwise starts it).
    package func waitUntilDrained() {
        condition.lock()
        let mustStart = !threadStarted && dropped != handedOff
        if mustStart { threadStarted = true }
        condition.unlock()
        if mustStart { startThread() }
        condition.lock()
        while dropped != handedOff { condition.wait() }
        condition.unlock()
    }

    private func startThread() {
        let thread = Thread { [self] in run() }
        thread.name = "CA.snapshot-reclaimer"
        thread.qualityOfService = .utility
        thread.start()
    }

    /// The thread's loop: takes every waiting tree at once (swapping the queue with an emptied one of the same
    /// capacity, so neither side allocates) and drops them outside the lock.
    private func run() {
        var draining: [RenderTree] = []
        draining.reserveCapacity(Self.queueLimit)
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            swap(&pending, &draining)
            condition.unlock()
            let count = UInt64(draining.count)
            draining.removeAll(keepingCapacity: true)
            condition.lock()
            dropped &+= count
            condition.broadcast()
            condition.unlock()
        }
    }
}
