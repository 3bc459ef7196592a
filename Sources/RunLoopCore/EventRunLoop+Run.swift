// EventRunLoop+Run: CFRunLoopRunSpecific (spec §10.2): the `.common` check, the empty-mode check
// (observers do not count), Entry and Exit once per call around the passes, and the per-run stop flag.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension EventRunLoop {
    /// Above this many seconds a run has no deadline, as in CF (`seconds > ~1e10` is "forever").
    public static let distantFutureSeconds = 1.0e10

    /// CFRunLoopRunInMode: runs `mode` for `seconds` (≤ 0 polls once; > 1e10 has no deadline).
    public func run(mode: RunLoopMode, for seconds: Double, returnAfterSourceHandled: Bool) -> RunLoopRunResult {
        let now = clock.now()
        if seconds.isNaN {
            RunLoopGlobals.diagnostics.reportOnce(
                "run(mode:for:) got NaN seconds; the loop polls once. Pass a number of seconds.")
            return run(mode: mode, until: now, returnAfterSourceHandled: returnAfterSourceHandled)
        }
        let deadline = seconds > EventRunLoop.distantFutureSeconds ? Double.infinity : now + seconds
        return run(mode: mode, until: deadline, returnAfterSourceHandled: returnAfterSourceHandled)
    }

    /// Runs `mode` until `deadline` (the loop clock's seconds). A deadline not after the clock's current
    /// time polls once (CF's `seconds ≤ 0`); `.infinity` never times out.
    public func run(mode: RunLoopMode, until deadline: Double, returnAfterSourceHandled: Bool) -> RunLoopRunResult {
        if mode == .common {
            RunLoopGlobals.diagnostics.reportOnce(
                "invalid mode 'kCFRunLoopCommonModes' provided to run(mode:): .common is a set of modes, "
                    + "not a mode. Run .default or another real mode.")
            return .finished
        }
        var deadline = deadline
        if deadline.isNaN {
            RunLoopGlobals.diagnostics.reportOnce(
                "run(mode:until:) got a NaN deadline; the loop polls once. Pass a time on the loop's clock.")
            deadline = -Double.infinity
        }
        let thisThread = pthread_self()
        lock.lock()
        if let owner = runningThread, pthread_equal(owner, thisThread) == 0 {
            lock.unlock()
            RunLoopGlobals.diagnostics.reportOnce(
                "a run loop was run from a second thread while running on another; each thread runs its own "
                    + "loop (EventRunLoop.current). The call returned .finished.")
            return .finished
        }
        guard let items = modes[mode], !isEmptyLocked(mode: mode, items: items) else {
            lock.unlock()
            return .finished
        }
        let outerMode = activeMode
        let outerStop = stopRequested
        activeMode = mode
        stopRequested = false
        runDepth += 1
        runningThread = thisThread
        let clock = clockStorage
        let tracer = tracerStorage
        lock.unlock()

        let pollOnly = !(deadline > clock.now())
        if let tracer { tracer.runLoop(self, traced: .runEntered(mode: mode), at: clock.now()) }
        notifyObservers(.entry, in: items, clock: clock, tracer: tracer)
        let result = runPasses(
            mode: mode, items: items, deadline: deadline, pollOnly: pollOnly,
            returnAfterSourceHandled: returnAfterSourceHandled, clock: clock)
        let exitTracer = currentTracer()
        notifyObservers(.exit, in: items, clock: clock, tracer: exitTracer)

        lock.lock()
        activeMode = outerMode
        stopRequested = outerStop
        runDepth -= 1
        if runDepth == 0 { runningThread = nil }
        lock.unlock()
        if let exitTracer { exitTracer.runLoop(self, traced: .runExited(result: result), at: clock.now()) }
        return result
    }

    /// CF __CFRunLoopModeIsEmpty: no sources, ports, timers or blocks for the mode; observers do not
    /// count. Modes marked common are never empty when `commonModesNeverEmpty` is on. Lock held.
    func isEmptyLocked(mode: RunLoopMode, items: RunLoopModeItems) -> Bool {
        if commonModesNeverEmptyStorage && commonModes.contains(mode) { return false }
        if items.hasSourcesOrTimers { return false }
        if pendingBlocks.isEmpty { return true }
        let isCommon = commonModes.contains(mode)
        return !pendingBlocks.contains { $0.matches(mode: mode, isCommon: isCommon) }
    }

    func isEmpty(mode: RunLoopMode, items: RunLoopModeItems) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return isEmptyLocked(mode: mode, items: items)
    }

    /// Clears and reports the stop flag (CF __CFRunLoopIsStopped + __CFRunLoopUnsetStopped).
    func takeStopRequest() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let stopped = stopRequested
        stopRequested = false
        return stopped
    }

    /// Read once per pass so a tracer attached mid-run (e.g. a very long run) starts receiving events.
    func currentTracer() -> (any RunLoopTracer)? {
        lock.lock()
        defer { lock.unlock() }
        return tracerStorage
    }
}
