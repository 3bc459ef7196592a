// EventRunLoop+Sources: __CFRunLoopDoSources0 (spec §10.3 step 4: signalled version-0 sources in
// order, signal cleared before each runs, stopping after the first when the caller returns after a
// handled source) and __CFRunLoopDoSource1 (step 10: the port or descriptor source that woke the loop).

extension EventRunLoop {
    func performSignalledSources(
        in items: RunLoopModeItems, stopAfterHandle: Bool, clock: any RunLoopClock, tracer: (any RunLoopTracer)?
    ) -> Bool {
        lock.lock()
        let sources = items.sources  // sorted by order at insertion, ties FIFO
        lock.unlock()
        var handled = false
        for source in sources where source.isValid && source.takeSignal() {
            if let tracer { tracer.runLoop(self, traced: .sourceBegan(order: source.order), at: clock.now()) }
            source.handler(source)
            if let tracer { tracer.runLoop(self, traced: .sourceEnded(order: source.order), at: clock.now()) }
            handled = true
            if stopAfterHandle { break }
        }
        return handled
    }

    func performWaitable(
        _ core: WaitableSourceCore, revents: Int16, clock: any RunLoopClock, tracer: (any RunLoopTracer)?
    ) -> Bool {
        guard core.ownership.isValid else { return false }
        if let tracer { tracer.runLoop(self, traced: .portSourceBegan(order: core.order), at: clock.now()) }
        let handled = core.perform(revents)
        if let tracer { tracer.runLoop(self, traced: .portSourceEnded(order: core.order), at: clock.now()) }
        return handled
    }
}
