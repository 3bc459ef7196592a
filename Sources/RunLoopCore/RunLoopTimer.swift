// RunLoopTimer: CFRunLoopTimer (spec §10.5). Fires at `fireDate` (loop clock seconds); interval ≤ 0
// means one-shot (invalidated after firing). Repeating timers stay on their grid, see +Grid.

import Foundation

/// @unchecked: the dates and the schedule generation are read and changed only while holding `lock`; `isFiring`,
/// `firedInPass` and the callout are touched only on the thread running the loop (a DoTimers pass).
public final class RunLoopTimer: RunLoopItem, @unchecked Sendable {
    /// Seconds between fires; ≤ 0 for a one-shot timer.
    public let interval: Double
    public let order: Int
    let callout: (RunLoopTimer) -> Void
    let ownership = RunLoopItemOwnership()
    static var itemKind: String { "timer" }

    private let lock = NSLock()
    private var scheduledDate: Double
    /// The date the grid counts from: the fire date last set by the user. Measuring every later fire
    /// from it (not from the previous fire) keeps floating-point drift off the grid.
    private var origin: Double
    /// Bumped whenever the user sets `fireDate`, so a reschedule inside the callout wins over the grid.
    private var userScheduleGeneration: UInt64 = 0

    /// Loop-thread-only bookkeeping for one __CFRunLoopDoTimers pass.
    var isFiring = false
    var firedInPass: UInt64 = 0

    public init(fireDate: Double, interval: Double = 0, order: Int = 0, callout: @escaping (RunLoopTimer) -> Void) {
        let date = RunLoopTimer.sanitizedDate(fireDate)
        self.scheduledDate = date
        self.origin = date
        self.interval = RunLoopTimer.sanitizedInterval(interval)
        self.order = order
        self.callout = callout
    }

    public var isValid: Bool { ownership.isValid }

    public var isRepeating: Bool { interval > 0 }

    /// The next date the timer fires. Setting it moves the timer (and its grid) and silently re-arms a
    /// sleeping loop, like CFRunLoopTimerSetNextFireDate.
    public var fireDate: Double {
        get {
            lock.lock()
            defer { lock.unlock() }
            return scheduledDate
        }
        set {
            let date = RunLoopTimer.sanitizedDate(newValue)
            lock.lock()
            scheduledDate = date
            origin = date
            userScheduleGeneration &+= 1
            lock.unlock()
            ownership.runLoop?.timerScheduleDidChange()
        }
    }

    /// Stops the timer and removes it from every mode of its run loop.
    public func invalidate() {
        let (wasValid, loop) = ownership.invalidate()
        guard wasValid else { return }
        loop?.removeFromAllModes(self, list: \.timers)
    }

    var scheduleGeneration: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return userScheduleGeneration
    }

    /// Moves the timer to its next grid date after `now`, unless the user set a new date since
    /// `generation` was read (the callout rescheduled it).
    func advanceOnGrid(after now: Double, ifUnchangedSince generation: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        guard userScheduleGeneration == generation else { return }
        scheduledDate = RunLoopTimer.nextGridDate(origin: origin, interval: interval, after: now)
    }
}
