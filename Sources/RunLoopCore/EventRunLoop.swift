// EventRunLoop: a per-thread run loop with CFRunLoop's semantics (spec §10). This file holds its state
// and the small cross-thread controls (stop, wakeUp, clock, tracer); registration, running, the pass
// and its steps live in the EventRunLoop+*.swift extensions.
//
// Threading: a loop runs on one thread at a time (nested runs on that thread are fine). add/remove,
// stop, wakeUp, perform, signal and post may be called from any thread; callouts run on the loop's
// thread, never under the loop's lock.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// @unchecked: every `var` is read and changed behind `lock`, except the ones marked "loop thread only", which only
/// the thread running the loop touches (one thread runs a loop at a time).
public final class EventRunLoop: @unchecked Sendable {
    /// Guards every `var` below except those marked "loop thread only".
    let lock = NSLock()
    var modes: [RunLoopMode: RunLoopModeItems] = [:]
    var commonModes: Set<RunLoopMode> = [.default]
    let commonItems = RunLoopModeItems()
    var pendingBlocks: [PendingBlock] = []
    /// CF keeps the stopped flag in per-run data: each run call starts clear and restores the outer one.
    var stopRequested = false
    var activeMode: RunLoopMode?
    var runDepth = 0
    var runningThread: pthread_t?
    var isSleeping = false
    var clockStorage: any RunLoopClock
    var tracerStorage: (any RunLoopTracer)?
    var commonModesNeverEmptyStorage = false

    /// The user-visible wake-up port (CFRunLoopWakeUp).
    let wakeUpPort = WakeUpPipe()
    /// An internal port that makes a sleeping loop rebuild its wait set and deadline without a visible
    /// wake (a timer moved, a port source was added): CF re-arms its timer port silently too.
    let reschedulePort = WakeUpPipe()

    /// Loop thread only: the reusable poll set, and the DoTimers pass counter.
    var pollSet: [pollfd] = []
    var timerPassCounter: UInt64 = 0

    /// A loop not tied to any thread until it runs. Most code uses `EventRunLoop.current`; tests make
    /// their own loops on a `ManualRunLoopClock`.
    public init(clock: any RunLoopClock = MonotonicRunLoopClock()) {
        self.clockStorage = clock
        modes[.default] = RunLoopModeItems()
    }

    /// The loop's time base. The engine sets it to the base of CACurrentMediaTime().
    public var clock: any RunLoopClock {
        get { lock.lock(); defer { lock.unlock() }; return clockStorage }
        set { lock.lock(); clockStorage = newValue; lock.unlock() }
    }

    /// Receives a timeline of the loop's work; nil (the default) costs nothing per event.
    package var tracer: (any RunLoopTracer)? {
        get { lock.lock(); defer { lock.unlock() }; return tracerStorage }
        set { lock.lock(); tracerStorage = newValue; lock.unlock() }
    }

    /// CF's main-thread exception (spec §10.2 step 2): when true, modes marked common are never empty,
    /// because on Darwin they also serve the main dispatch queue. The main loop turns this on, so running
    /// it in the default mode sleeps until the deadline even with nothing scheduled; other loops return
    /// `.finished` from an empty mode at once.
    package var commonModesNeverEmpty: Bool {
        get { lock.lock(); defer { lock.unlock() }; return commonModesNeverEmptyStorage }
        set { lock.lock(); commonModesNeverEmptyStorage = newValue; lock.unlock() }
    }

    /// The mode of the innermost run call in progress, nil when not running.
    public var currentMode: RunLoopMode? {
        lock.lock()
        defer { lock.unlock() }
        return activeMode
    }

    public var isRunning: Bool { currentMode != nil }

    /// CFRunLoopStop: makes the innermost run call return `.stopped`. While the loop is not running this
    /// does nothing and is not remembered for the next run (spec §10.3 step 0).
    public func stop() {
        lock.lock()
        let running = activeMode != nil
        if running { stopRequested = true }
        // The loop's own thread is not asleep (it is in a callout) and checks the flag at the end of
        // the pass; a wake-up from it would only linger and cut the next sleep short.
        let fromLoopThread = runningThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
        lock.unlock()
        if running && !fromLoopThread { wakeUpPort.post() }
    }

    /// CFRunLoopWakeUp: ends the current (or next) sleep; the pass then handles nothing by itself, so
    /// signalled sources and performed blocks get their turn. Safe from any thread. Unlike CF, a wake-up
    /// sent while the loop is awake is kept for its next sleep rather than dropped, closing the window
    /// in which a signal + wake-up could be lost.
    public func wakeUp() {
        wakeUpPort.post()
    }

    /// Called when a timer of this loop got a new fire date: a sleeping loop recomputes its deadline.
    func timerScheduleDidChange() {
        lock.lock()
        let sleeping = isSleeping
        lock.unlock()
        if sleeping { reschedulePort.post() }
    }
}
