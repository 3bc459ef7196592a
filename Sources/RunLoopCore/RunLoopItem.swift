// RunLoopItem: what observers, timers and sources share so one generic path registers them in modes
// (spec §10.4 "Observers are stored per mode, sorted by order ascending", ties FIFO).

protocol RunLoopItem: AnyObject {
    var ownership: RunLoopItemOwnership { get }
    /// CF's `order`: lower runs first; equal orders run in insertion order.
    var order: Int { get }
    /// A short name for messages ("observer", "timer", ...).
    static var itemKind: String { get }
    /// Called when the item is no longer in any mode of its loop (removed or invalidated).
    func didLeaveRunLoop()
}

extension RunLoopItem {
    func didLeaveRunLoop() {}
}
