// WaitableSourceCore: the part of a port or file-descriptor source the loop sleeps on (spec §10.3 steps
// 8–10: source1 ports are in the loop's wait set; the one that woke the loop is handled right after
// AfterWaiting, in the same pass).

final class WaitableSourceCore: RunLoopItem, @unchecked Sendable {
    let descriptor: Int32
    let order: Int
    let ownership = RunLoopItemOwnership()
    static var itemKind: String { "port/file-descriptor source" }

    /// Handles one event given poll's `revents`; returns whether a source was actually handled.
    /// Set once by the owning public source right after init.
    var perform: (Int16) -> Bool = { _ in false }

    /// The public source object, kept alive while scheduled: like CF, a loop retains its sources, and
    /// the descriptor (a port source's pipe) must stay open while it is in the wait set.
    var scheduledSource: AnyObject?

    func didLeaveRunLoop() {
        scheduledSource = nil
    }

    init(descriptor: Int32, order: Int) {
        self.descriptor = descriptor
        self.order = order
    }
}
