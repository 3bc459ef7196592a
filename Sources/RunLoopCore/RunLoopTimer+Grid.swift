// RunLoopTimer+Grid: input checks and the repeat grid (spec §10.5: next = fireDate + k·interval with
// the smallest k that puts next after now; missed fires are skipped, never replayed).

extension RunLoopTimer {
    /// CF clamps tiny positive intervals; a timer every few nanoseconds would only spin the loop.
    static let minimumInterval = 0.0001

    static func nextGridDate(origin: Double, interval: Double, after now: Double) -> Double {
        guard now >= origin else { return origin + interval }
        var k = ((now - origin) / interval).rounded(.down) + 1
        var next = origin + k * interval
        // Division rounding can land one step short or long; settle on the smallest k with next > now.
        while next <= now {
            k += 1
            next = origin + k * interval
        }
        while k > 1, origin + (k - 1) * interval > now {
            k -= 1
            next = origin + k * interval
        }
        return next
    }

    static func sanitizedDate(_ date: Double) -> Double {
        if date.isNaN {
            RunLoopGlobals.diagnostics.reportOnce(
                "RunLoopTimer fireDate is NaN; the timer fires at the next opportunity. Pass a date on the loop's clock.")
            return -Double.greatestFiniteMagnitude
        }
        return date
    }

    static func sanitizedInterval(_ interval: Double) -> Double {
        if interval.isNaN || interval.isInfinite {
            RunLoopGlobals.diagnostics.reportOnce(
                "RunLoopTimer interval \(interval) is not a finite number; the timer is one-shot. Pass seconds > 0 to repeat.")
            return 0
        }
        if interval > 0 && interval < minimumInterval {
            RunLoopGlobals.diagnostics.reportOnce(
                "RunLoopTimer interval \(interval) s is below \(minimumInterval) s and was raised to it.")
            return minimumInterval
        }
        return interval
    }
}
