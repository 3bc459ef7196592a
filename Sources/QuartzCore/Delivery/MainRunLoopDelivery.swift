// The one path by which Core Animation calls back into the application (spec §2.5, §7.1; DECISIONS 7): animation
// delegate callbacks and completion blocks are queued here, in the order they happen, and run on the main run
// loop (`EventRunLoop.main`; Apple's header: "called (on the main thread)") as a performed block, so every host —
// an SDL window, a headless CARenderer driven by a CADisplayLink, anything that runs the main loop — hears them
// with nothing to install. Queuing never runs a callback: the block runs on the main loop's next blocks step,
// which is never inside `commit()`. Hosts without a run loop drain the queue themselves (AnimationDelegateQueue,
// CATransaction.runPendingCompletionBlocks).
import Foundation
import RunLoopCore

/// The FIFO of callbacks waiting for the main run loop.
/// @unchecked: `items` and `drainScheduledOn` are read and changed only while holding `lock`; the items run on the
/// main run loop's thread, outside it.
final class MainRunLoopDelivery: @unchecked Sendable {
    /// One callback: an animation delegate message or a completion block whose animations have all stopped.
    enum Item {
        case animationDelegate(AnimationDelegateEvent)
        case completionBlock(() -> Void)

        var isCompletionBlock: Bool {
            if case .completionBlock = self { return true }
            return false
        }

        func run() {
            switch self {
            case .animationDelegate(let event): event.deliver()
            case .completionBlock(let block): block()
            }
        }
    }

    private let lock = NSLock()
    private var items: [Item] = []
    /// The main loop a drain block is queued on (nil: none). One block serves any number of items; a new main
    /// loop (`EventRunLoop.markCurrentAsMain()`) gets its own, so a loop that stopped running strands nothing.
    private var drainScheduledOn: EventRunLoop?

    /// Queues `item` (any thread) and makes sure the main loop will run it on a later pass.
    func enqueue(_ item: Item) {
        let main = EventRunLoop.main
        lock.lock()
        items.append(item)
        let schedule = drainScheduledOn !== main
        if schedule { drainScheduledOn = main }
        lock.unlock()
        guard schedule else { return }
        main.perform(inModes: [.common]) { EngineGlobals.mainRunLoopDelivery.drain(on: main) }
        // CF's rule: a performed block does not wake a sleeping loop; the caller does.
        main.wakeUp()
    }

    /// The main loop's block: runs every queued item in order. Items queued while these run (a delegate adding
    /// an animation that stops at once, a completion block setting another) wait for the next pass.
    private func drain(on loop: EventRunLoop) {
        lock.lock()
        if drainScheduledOn === loop { drainScheduledOn = nil }
        let batch = items
        items.removeAll(keepingCapacity: true)
        lock.unlock()
        for item in batch { item.run() }
    }

    /// Removes and runs, in order, the items `selected` picks (hosts without a run loop, tests).
    func runNow(_ selected: (Item) -> Bool) {
        lock.lock()
        var taken: [Item] = []
        var kept: [Item] = []
        for item in items {
            if selected(item) { taken.append(item) } else { kept.append(item) }
        }
        items = kept
        lock.unlock()
        for item in taken { item.run() }
    }

    /// The number of waiting items `selected` picks.
    func count(_ selected: (Item) -> Bool) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return items.reduce(0) { $0 + (selected($1) ? 1 : 0) }
    }
}
