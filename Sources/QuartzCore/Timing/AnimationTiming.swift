// An animation's CAMediaTiming values as a plain Sendable record, and the time model of spec §3.4:
// parent (layer) time → active time (with fill) → local time (timeOffset wrap, repeats, autoreverse) → progress.

/// The timing parameters of one animation, copied at commit so the render thread can evaluate them.
package struct AnimationTiming: Sendable, Equatable {
    package var beginTime: Double
    /// One forward pass, in seconds (> 0 once the add-time default has been applied).
    package var duration: Double
    package var speed: Double
    package var timeOffset: Double
    package var repeatCount: Double
    package var repeatDuration: Double
    package var autoreverses: Bool
    package var fillsBackwards: Bool
    package var fillsForwards: Bool

    package init(beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: CAMediaTimingFillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        if fillMode == .removed {   // the default: one comparison (of equal strings, the fast case)
            fillsBackwards = false
            fillsForwards = false
        } else {
            fillsBackwards = fillMode == .backwards || fillMode == .both
            fillsForwards = fillMode == .forwards || fillMode == .both
        }
    }

    /// One cycle D′: a forward pass, plus a backward one when autoreversing.
    package var cycleDuration: Double { autoreverses ? duration * 2 : duration }

    /// AD: repeatDuration if set, else cycles × repeatCount (at least one), in the animation's own time scale.
    package var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
    }

    /// The parent time at which the active interval ends (infinite for endless animations or zero speed).
    package var activeEndTime: Double {
        let magnitude = abs(speed)
        guard magnitude > 0 else { return .infinity }
        return beginTime + activeDuration / magnitude
    }

    /// The parent-time interval in which `sample(atParentTime:)` gives a sample: the active interval (step 3 of
    /// spec §3.4), widened to −∞ / +∞ on the side it fills. With speed > 0 it is [beginTime, activeEndTime); a
    /// negative speed runs the active time backwards, so the active interval lies before beginTime and "after"
    /// (forwards fill) is the earlier side; speed 0 freezes the active time at 0, active for ever. For timed
    /// objects whose presence matters rather than their local time (an emitter cell emits while in effect).
    package var effectInterval: (start: Double, end: Double) {
        let total = activeDuration
        guard speed != 0 else {
            return total > 0 || fillsForwards ? (-.infinity, .infinity) : (.infinity, .infinity)
        }
        let span = total / abs(speed)
        if speed > 0 {
            return (fillsBackwards ? -.infinity : beginTime, fillsForwards ? .infinity : beginTime + span)
        }
        return (fillsForwards ? -.infinity : beginTime - span, fillsBackwards ? .infinity : beginTime)
    }

    /// The time the animation shows at parent time `parentTime`, or nil when it contributes nothing
    /// (before its start without backwards fill, after its end without forwards fill).
    @inline(__always)
    package func sample(atParentTime parentTime: Double) -> TimingSample? {
        sample(atParentTime: parentTime, activeDuration: activeDuration, cycleDuration: cycleDuration)
    }

    /// `sample(atParentTime:)` given this timing's `activeDuration` and `cycleDuration`, for a caller that samples
    /// the same timing every frame and keeps the two (TypedTrackStep): the same arithmetic on the same values.
    @inline(__always)
    package func sample(atParentTime parentTime: Double, activeDuration total: Double,
                        cycleDuration cycle: Double) -> TimingSample? {
        var active = (parentTime - beginTime) * speed
        var atEnd = false
        if active < 0 {
            guard fillsBackwards else { return nil }
            active = 0
        } else if active >= total {
            guard fillsForwards else { return nil }
            active = total
            atEnd = true
        }
        return localSample(activeTime: active, atEnd: atEnd, cycle: cycle)
    }

    /// Steps 4–5 of spec §3.4 for an active time already clamped to [0, AD]; `cycle` is `cycleDuration`.
    @inline(__always)
    func localSample(activeTime: Double, atEnd: Bool, cycle: Double) -> TimingSample {
        let local = activeTime + timeOffset
        guard cycle > 0, cycle.isFinite, local.isFinite else {
            let u = local.isFinite ? max(local, 0) : 0
            let progress = duration > 0 && duration.isFinite ? min(u / duration, 1) : 0
            return TimingSample(localTime: u, progress: progress, iteration: 0)
        }
        let cycles = local / cycle
        var iteration = cycles.roundedDown
        var u = local - iteration * cycle
        if atEnd && iteration >= 1 && cycles == iteration {
            // Exactly at the end of a whole cycle: show the end of the previous cycle, not the start of the next.
            iteration -= 1
            u = cycle
        }
        if autoreverses && u > duration { u = 2 * duration - u }
        u = min(max(u, 0), duration)
        let count = Int(min(max(iteration, -1e15), 1e15))
        return TimingSample(localTime: u, progress: u / duration, iteration: count)
    }
}
