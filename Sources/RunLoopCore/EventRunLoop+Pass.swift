// EventRunLoop+Pass: __CFRunLoopRun, one pass after another in CF's exact order (spec §10.3):
// stopped check on entry; BeforeTimers; BeforeSources; blocks; signalled sources0 (then blocks again);
// poll = sourceHandled || polling run; BeforeWaiting unless polling; sleep; AfterWaiting unless
// polling; handle the timer / port source / wake-up that ended the sleep; blocks; result in CF's order.

extension EventRunLoop {
    func runPasses(
        mode: RunLoopMode, items: RunLoopModeItems, deadline: Double, pollOnly: Bool,
        returnAfterSourceHandled: Bool, clock: any RunLoopClock
    ) -> RunLoopRunResult {
        // Step 0: a stop issued since this run call began (e.g. from an Entry observer).
        if takeStopRequest() { return .stopped }
        while true {
            let tracer = currentTracer()
            notifyObservers(.beforeTimers, in: items, clock: clock, tracer: tracer)
            notifyObservers(.beforeSources, in: items, clock: clock, tracer: tracer)
            performBlocks(in: mode, clock: clock, tracer: tracer)
            var sourceHandled = performSignalledSources(
                in: items, stopAfterHandle: returnAfterSourceHandled, clock: clock, tracer: tracer)
            if sourceHandled { performBlocks(in: mode, clock: clock, tracer: tracer) }

            let poll = sourceHandled || pollOnly
            if !poll { notifyObservers(.beforeWaiting, in: items, clock: clock, tracer: tracer) }
            let wake = waitForEvent(items: items, deadline: deadline, poll: poll, clock: clock, tracer: tracer)
            if !poll { notifyObservers(.afterWaiting, in: items, clock: clock, tracer: tracer) }

            switch wake {
            case .timers:
                fireDueTimers(in: items, clock: clock, tracer: tracer)
            case .source(let core, let revents):
                if performWaitable(core, revents: revents, clock: clock, tracer: tracer) { sourceHandled = true }
            case .wakeUp, .timeout:
                break
            }
            performBlocks(in: mode, clock: clock, tracer: tracer)

            if sourceHandled && returnAfterSourceHandled { return .handledSource }
            if pollOnly || clock.now() >= deadline { return .timedOut }
            if takeStopRequest() { return .stopped }
            if isEmpty(mode: mode, items: items) { return .finished }
        }
    }
}
