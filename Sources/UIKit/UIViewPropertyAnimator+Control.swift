// UIViewPropertyAnimator's state transitions (UIKit UIViewAnimating / UIViewImplicitlyAnimating docs):
// inactive → active by startAnimation, pauseAnimation or setting fractionComplete; active → inactive when the
// animations finish (completions get .end, or .start when reversed; with pausesOnCompletion the animator stays
// active and paused at its end instead); active → stopped by stopAnimation(false), → inactive by
// stopAnimation(true) (no completions) or finishAnimation(at:) from stopped (completions get the position).
// Each invalid call is reported once and changes nothing (UIKit raises on them).
import QuartzCore
import Foundation

extension UIViewPropertyAnimator {
    public func startAnimation() {
        startRunning(afterDelay: 0)
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard delay.isFinite, delay >= 0 else {
            reportMisuse("startAnimation(afterDelay:) needs a finite delay ≥ 0, not \(delay)")
            return
        }
        self.delay = delay
        startRunning(afterDelay: delay)
    }

    public func pauseAnimation() {
        switch state {
        case .stopped:
            reportMisuse("pauseAnimation() on a stopped animator; call finishAnimation(at:) first")
            return
        case .inactive:
            activate()
        case .active:
            guard timeline.isRunning else { return }
            guard isInterruptible else {
                reportMisuse("pauseAnimation() on a running animator that is not interruptible")
                return
            }
            timeline.reanchor(at: CACurrentMediaTime())
        }
        timeline.isRunning = false
        installAnimations()
    }

    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            reportMisuse("stopAnimation(_:) needs an active animator")
            return
        }
        let shown = tracks.map(\.currentValue)
        generation += 1
        for (track, value) in zip(tracks, shown) { track.settle(at: value) }
        timeline.isRunning = false
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            reportMisuse("finishAnimation(at:) is only valid after stopAnimation(false)")
            return
        }
        finish(at: finalPosition)
    }

    /// Resumes a paused (or restarts a running) animator with new timing and a duration factor: the animations
    /// take `durationFactor` × their original duration (0 keeps the original, as UIKit's samples use it).
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?,
                                  durationFactor: CGFloat) {
        guard state == .active else {
            reportMisuse("continueAnimation(withTimingParameters:durationFactor:) needs an active animator")
            return
        }
        let factor = Double(durationFactor)
        guard factor.isFinite, factor >= 0 else {
            reportMisuse("durationFactor must be a finite number ≥ 0, not \(durationFactor)")
            return
        }
        let now = CACurrentMediaTime()
        timeline.reanchor(at: now)
        if let parameters {
            let fraction = timeline.length > 0 ? timeline.position / timeline.length : 0
            currentTiming = parameters
            timeline.length = runDuration
            timeline.position = fraction * timeline.length
        }
        timeline.rate = factor > 0 ? 1 / factor : 1
        timeline.isRunning = true
        timeline.motionStart = now
        installAnimations()
    }

    // MARK: Internal transitions

    /// inactive → active: the pending blocks become tracks starting at time 0.
    func activate() {
        state = .active
        timeline = PropertyAnimatorTimeline()
        timeline.length = runDuration
        timeline.isReversed = reversedBeforeStart
        timeline.position = reversedBeforeStart ? timeline.length : 0
        let blocks = pendingAnimations
        pendingAnimations = []
        capture(blocks, startTime: 0)
        let delayed = pendingDelayedAnimations
        pendingDelayedAnimations = []
        for (factor, block) in delayed { capture([block], startTime: factor * timeline.length) }
    }

    private func startRunning(afterDelay delay: Double) {
        let now = CACurrentMediaTime()
        switch state {
        case .stopped:
            reportMisuse("startAnimation() on a stopped animator; call finishAnimation(at:) first")
            return
        case .inactive:
            activate()
        case .active:
            guard !timeline.isRunning else { return }
            timeline.reanchor(at: now)
            // A linearly scrubbed animator resumes on its curve at the point that shows the same progress.
            if scrubsLinearly, let cubic = currentTiming.cubicTimingParameters, timeline.length > 0 {
                let shown = timeline.position / timeline.length
                timeline.position = cubic.timeFraction(forProgress: shown) * timeline.length
            }
        }
        timeline.isRunning = true
        timeline.anchor = now
        timeline.motionStart = now + delay
        installAnimations()
    }

    func setReversed(_ reversed: Bool) {
        switch state {
        case .inactive:
            reversedBeforeStart = reversed
            timeline.isReversed = reversed
            return
        case .stopped:
            reportMisuse("isReversed cannot change on a stopped animator")
            return
        case .active:
            guard reversed != timeline.isReversed else { return }
            guard isInterruptible else {
                reportMisuse("isReversed cannot change on an active animator that is not interruptible")
                return
            }
        }
        let now = CACurrentMediaTime()
        timeline.reanchor(at: now)
        timeline.isReversed = reversed
        if timeline.isRunning {
            timeline.motionStart = now
            installAnimations()
        }
    }

    func scrub(to value: CGFloat) {
        let fraction = Double(value)
        guard fraction.isFinite, fraction >= 0, fraction <= 1 else {
            reportMisuse("fractionComplete must lie in 0…1, not \(value)")
            return
        }
        switch state {
        case .stopped:
            reportMisuse("fractionComplete cannot change on a stopped animator")
            return
        case .active where timeline.isRunning:
            reportMisuse("fractionComplete can only be set on a paused animator; call pauseAnimation() first")
            return
        case .inactive:
            activate()
        case .active:
            break
        }
        timeline.position = fraction * timeline.length
        installAnimations()
    }

    /// Blocks added to an active animator run for the remaining time, from where the animator is now, or from
    /// `delayFactor` of the way through the remaining time.
    func addAnimationsWhileActive(_ animation: @escaping () -> Void, delayFactor: Double = 0) {
        timeline.reanchor(at: CACurrentMediaTime())
        let start = timeline.position + delayFactor * (timeline.length - timeline.position)
        capture([animation], startTime: start)
        installAnimations()
    }

    /// The animations reached their end: completions with .end (.start when reversed), or a pause at the end.
    func completeNaturally() {
        if pausesOnCompletion {
            timeline.position = timeline.isReversed ? 0 : timeline.length
            timeline.isRunning = false
            installAnimations()
            return
        }
        finish(at: timeline.isReversed ? .start : .end)
    }

    /// Settles every property at `position`, returns to inactive and runs the completions in order.
    func finish(at position: UIViewAnimatingPosition) {
        let shown = position == .current ? tracks.map(\.currentValue) : []
        generation += 1
        for (index, track) in tracks.enumerated() {
            switch position {
            case .end: track.settle(at: track.to)
            case .start: track.settle(at: track.from)
            case .current: track.settle(at: shown[index])
            }
        }
        let handlers = completions
        reset()
        for handler in handlers { handler(position) }
    }

    /// Back to inactive with no tracks, blocks or completions.
    func reset() {
        state = .inactive
        tracks = []
        completions = []
        timeline = PropertyAnimatorTimeline()
        timeline.isReversed = reversedBeforeStart
        generation += 1
    }
}
