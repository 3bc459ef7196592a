// EventRunLoop+Blocks: CFRunLoopPerformBlock and __CFRunLoopDoBlocks (spec §10.3 steps 3 and 11).
// Blocks run only when the loop passes through a matching mode; like CF, queuing one does not wake a
// sleeping loop, so a caller on another thread follows it with wakeUp().

extension EventRunLoop {
    /// Queues `block` to run once, on this loop's thread, in the next pass of any of `modes`
    /// (`.common` matches every mode marked common). Safe from any thread; does not wake the loop.
    public func perform(inModes modes: [RunLoopMode], block: @escaping () -> Void) {
        guard !modes.isEmpty else {
            RunLoopGlobals.diagnostics.reportOnce(
                "perform(inModes: [], block:) ignored: the block would never run. Pass at least one mode, e.g. [.common].")
            return
        }
        lock.lock()
        pendingBlocks.append(PendingBlock(modes: modes, block: block))
        lock.unlock()
    }

    func performBlocks(in mode: RunLoopMode, clock: any RunLoopClock, tracer: (any RunLoopTracer)?) {
        lock.lock()
        // Steady state has no blocks: return before touching any array.
        guard !pendingBlocks.isEmpty else {
            lock.unlock()
            return
        }
        let isCommon = commonModes.contains(mode)
        var due: [PendingBlock] = []
        var kept: [PendingBlock] = []
        for pending in pendingBlocks {
            if pending.matches(mode: mode, isCommon: isCommon) { due.append(pending) } else { kept.append(pending) }
        }
        // Blocks queued by the blocks below land after the kept ones, preserving FIFO order.
        pendingBlocks = kept
        lock.unlock()
        guard !due.isEmpty else { return }
        if let tracer { tracer.runLoop(self, traced: .blocksBegan(count: due.count), at: clock.now()) }
        for pending in due { pending.block() }
        if let tracer { tracer.runLoop(self, traced: .blocksEnded(count: due.count), at: clock.now()) }
    }
}
