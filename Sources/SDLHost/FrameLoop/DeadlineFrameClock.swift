// The frame clock used when the driver gives no vsync (offscreen, or swap interval refused): an absolute-deadline
// timer on CLOCK_MONOTONIC (spec §9 "Linux: a monotonic timer at the display's refresh period"). Frames stay on
// their grid; after a stall the clock skips to the next grid point instead of bursting to catch up.
import Foundation

/// Yields frame deadlines on a fixed grid and sleeps until each one with an absolute-time sleep.
package struct DeadlineFrameClock {
    package let period: Double
    /// The deadline of the frame being produced (the display link's target timestamp).
    package private(set) var targetTime: Double
    /// The deadline of the previous frame (the display link's timestamp).
    package private(set) var lastTime: Double

    package init(framesPerSecond: Double = 60, start: Double = DeadlineFrameClock.now()) {
        period = 1 / max(framesPerSecond, 1)
        lastTime = start
        targetTime = start + period
    }

    /// Moves to the next frame: the first grid point after `now`, so missed frames are skipped, never replayed.
    /// Returns the number of grid points skipped (0 when on time).
    @discardableResult
    package mutating func advance(now: Double = DeadlineFrameClock.now()) -> Int {
        var skipped = 0
        lastTime = targetTime
        var next = targetTime + period
        if next <= now {
            let missed = ((now - next) / period).rounded(.down) + 1
            skipped = Int(missed)
            next += missed * period
            lastTime = next - period
        }
        targetTime = next
        return skipped
    }

    /// Sleeps until the current target time (absolute, so sleep overshoot does not accumulate).
    package func sleepUntilTarget() {
        DeadlineFrameClock.sleep(until: targetTime)
    }

    /// Sleeps until the CLOCK_MONOTONIC time `time` (absolute; returns at once when it has passed).
    package static func sleep(until time: Double) {
        var ts = timespec()
        let whole = time.rounded(.down)
        ts.tv_sec = Int(whole)
        ts.tv_nsec = Int((time - whole) * 1e9)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }

    package static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
