// How a UIViewPropertyAnimator turns its blocks into animations it controls. The blocks run with an action
// override (seed 002's delegate hook): each animatable change of a view's layer is recorded as a track (from the
// value shown now to the new model value) instead of animating. Each track then gets one animation whose timing
// is derived from the animator's time line with CAMediaTiming alone (spec §3.4), the QA1673 technique applied to
// the animator's own animations so that other animations on the same layers keep their time:
//   the animation runs the track's duration d with autoreverses = true, so its local time l maps to progress
//   l/d on the way forwards and (2d − l)/d on the way back;
//   paused at track time τ: speed 0, timeOffset τ (the animation stands at τ; scrubbing re-installs it);
//   running forwards from τ: timeOffset τ, repeatDuration d − τ; backwards: timeOffset 2d − τ, repeatDuration τ;
//   speed = the animator's rate, beginTime = the layer time at which motion starts (after any delay).
// A paused animator that scrubs linearly shows a linear CABasicAnimation; otherwise the animator's cubic curve or
// spring (CASpringAnimation) drives the animation. fillMode .both and isRemovedOnCompletion = false hold the end
// value until the animator settles the model (UIViewPropertyAnimator+Control).
import QuartzCore
import Foundation

extension UIViewPropertyAnimator {
    /// Runs `blocks`, recording the view property changes as tracks that start at animator time `startTime`.
    func capture(_ blocks: [() -> Void], startTime: Double) {
        guard !blocks.isEmpty else { return }
        let context = UIViewAnimationContext(duration: runDuration, delay: 0) { [self] layer, key in
            recordingAction(for: layer, key: key, startTime: startTime)
        }
        UIViewAnimationContext.with(context) {
            for block in blocks { block() }
        }
    }

    private func recordingAction(for layer: CALayer, key: String, startTime: Double) -> any CAAction {
        guard let property = LayerProperty.named(key), property.builtInAction != .none else { return NSNull() }
        let track: PropertyAnimatorTrack
        if let existing = tracks.first(where: { $0.layer === layer && $0.keyPath == key }),
           existing.startTime == startTime {
            track = existing
        } else {
            // A later block's change of the same property replaces the earlier track from where it is shown now.
            let from = (layer.presentation() ?? layer).value(forKeyPath: key)
            tracks.removeAll { $0.layer === layer && $0.keyPath == key }
            track = PropertyAnimatorTrack(layer: layer, keyPath: key, from: from, startTime: startTime)
            tracks.append(track)
        }
        return RecordingAction { layer, key in track.to = layer.value(forKeyPath: key) }
    }

    /// Installs one animation per track for the current time line (replacing the previous installation).
    func installAnimations() {
        generation += 1
        finishedTracks = 0
        let now = CACurrentMediaTime()
        timeline.reanchor(at: now)
        let running = timeline.isRunning
        let linear = !running && scrubsLinearly
        var moving = 0
        for track in tracks {
            let d = timeline.length - track.startTime
            guard d > 1e-6 else { continue }
            let local = min(max(timeline.position - track.startTime, 0), d)
            let animation = makeAnimation(for: track, duration: d, linear: linear)
            animation.autoreverses = true
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            let remaining = timeline.isReversed ? local : d - local
            if running && remaining > 1e-9 {
                // A track added with a delay factor waits, at its start value, until the animator reaches it.
                let wait = timeline.isReversed ? 0 : max(track.startTime - timeline.position, 0) / timeline.rate
                animation.beginTime = track.layer.convertTime(timeline.motionStart + wait, from: nil)
                animation.speed = Float(timeline.rate)
                animation.timeOffset = timeline.isReversed ? 2 * d - local : local
                animation.repeatDuration = remaining
                moving += 1
            } else {
                animation.speed = 0
                animation.timeOffset = local
            }
            let delegate = PropertyAnimatorTrackDelegate(animator: self, generation: generation)
            animation.delegate = delegate
            track.installedDelegate = delegate
            track.layer.add(animation, forKey: track.keyPath)
        }
        movingTracks = moving
        if running && moving == 0 { completeOnLaterTurn() }
    }

    private func makeAnimation(for track: PropertyAnimatorTrack, duration d: Double, linear: Bool) -> CABasicAnimation {
        let animation: CABasicAnimation
        if !linear, let spring = currentTiming.springTimingParameters {
            animation = spring.makeAnimation(keyPath: track.keyPath, duration: d)
        } else {
            animation = CABasicAnimation(keyPath: track.keyPath)
            animation.duration = d
            if !linear { animation.timingFunction = currentTiming.cubicTimingParameters?.timingFunction }
        }
        animation.fromValue = track.from
        animation.toValue = track.to
        return animation
    }

    /// A track of the current installation reached its end.
    func trackFinished(generation finished: Int) {
        guard finished == generation, state == .active, timeline.isRunning else { return }
        finishedTracks += 1
        if finishedTracks >= movingTracks { completeNaturally() }
    }

    /// With nothing moving (no animated property, or already at the end), the animator completes on a later
    /// run-loop turn, as a transaction without animations runs its completion block (DECISIONS 7).
    func completeOnLaterTurn() {
        let expected = generation
        CATransaction.begin()
        CATransaction.setCompletionBlock { [self] in
            if generation == expected, state == .active, timeline.isRunning { completeNaturally() }
        }
        CATransaction.commit()
    }
}
