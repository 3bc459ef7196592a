// RunLoopPortSource: a source1 / Mach-port stand-in (spec §10.3 step 10, §9 "Delivery"). `post()` from
// any thread queues one message and wakes the loop; the handler runs once per message, right after
// AfterWaiting in the pass that woke. Backed by a non-blocking pipe (one byte per message; more than
// 64 KiB of unhandled posts coalesce).

/// @unchecked: immutable after init; `post()` writes to the pipe (safe from any thread), and the handler runs on
/// the thread running the loop it is scheduled in.
public final class RunLoopPortSource: @unchecked Sendable {
    public let order: Int
    let handler: (RunLoopPortSource) -> Void
    let core: WaitableSourceCore
    private let port = WakeUpPipe()

    public init(order: Int = 0, handler: @escaping (RunLoopPortSource) -> Void) {
        self.order = order
        self.handler = handler
        self.core = WaitableSourceCore(descriptor: port.readDescriptor, order: order)
        core.perform = { [weak self] _ in
            guard let self, self.port.consumeOne() else { return false }
            self.handler(self)
            return true
        }
    }

    public var isValid: Bool { core.ownership.isValid }

    /// Queues one message. Safe from any thread; ignored once the source is invalid.
    public func post() {
        guard core.ownership.isValid else { return }
        port.post()
    }

    /// Removes the source from every mode of its run loop; queued messages are dropped.
    public func invalidate() {
        let (wasValid, loop) = core.ownership.invalidate()
        guard wasValid else { return }
        loop?.removeFromAllModes(core, list: \.waitables)
    }
}
