// WaitableSourceCore: the part of a port or file-descriptor source the loop sleeps on (spec §10.3 steps
// 8–10: source1 ports are in the loop's wait set; the one that woke the loop is handled right after
// AfterWaiting, in the same pass).

import Foundation

/// @unchecked: `perform` is set once by the owning public source before the core is shared; `scheduledSource` is
/// read and changed only while holding `lock`; the handler runs on the thread running the loop.
final class WaitableSourceCore: RunLoopItem, @unchecked Sendable {
    let descriptor: Int32
    let order: Int
    let ownership = RunLoopItemOwnership()
    static var itemKind: String { "port/file-descriptor source" }

    /// Handles one event given poll's `revents`; returns whether a source was actually handled.
    /// Set once by the owning public source right after init.
    var perform: (Int16) -> Bool = { _ in false }

    /// The public source object, kept alive while scheduled: like CF, a loop retains its sources, and
    /// the descriptor (a port source's pipe) must stay open while it is in the wait set. Set and cleared by
    /// add and remove, which any thread may call.
    var scheduledSource: AnyObject? {
        get { lock.lock(); defer { lock.unlock() }; return scheduledSourceStorage }
        set {
            lock.lock()
            let released = scheduledSourceStorage   // released after the unlock: its deinit may close a pipe
            scheduledSourceStorage = newValue
            lock.unlock()
            withExtendedLifetime(released) {}
        }
    }
    private let lock = NSLock()
    private var scheduledSourceStorage: AnyObject?

    func didLeaveRunLoop() {
        scheduledSource = nil
    }

    init(descriptor: Int32, order: Int) {
        self.descriptor = descriptor
        self.order = order
    }
}
