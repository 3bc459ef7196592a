// UIView.animateKeyframes(withDuration:delay:options:animations:completion:) and
// addKeyframe(withRelativeStartTime:relativeDuration:animations:) (UIKit): the block's changes are recorded
// (KeyframeRecorder.swift) and become one CAKeyframeAnimation per changed property, added inside the block's
// transaction with the block's duration, delay, repetition and completion tracking. The whole animation follows
// the curve in the options' curve bits (16–19, shared with UIView.AnimationOptions; ease-in-out when none).
import QuartzCore
import Foundation

extension UIView {
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let caller = "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"
        var context = UIViewAnimationContext.block(
            duration: checkedDuration(duration, caller: caller), delay: checkedDelay(delay, caller: caller),
            options: options.animationOptions, spring: nil)
        let recorder = KeyframeRecorder(beginsFromCurrentState: context.options.contains(.beginFromCurrentState))
        context.keyframes = recorder
        let mode = options.calculationMode
        runBlock(context, animations: animations, completion: completion) { context in
            guard context.duration > 0 else { return }
            for track in recorder.tracks where !track.changes.isEmpty {
                let animation = KeyframeRecorder.animation(for: track, mode: mode)
                animation.duration = context.duration
                animation.timingFunction = CAMediaTimingFunction(name: context.curve.timingFunctionName)
                context.applyRepetition(to: animation, on: track.layer)
                animation.delegate = context.tracker
                track.layer.add(animation, forKey: track.key)
            }
        }
    }

    /// One keyframe of the enclosing animateKeyframes block: `frameStartTime` and `frameDuration` are fractions
    /// of its duration (0…1). Outside animateKeyframes the changes are made without animation, after one message.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: () -> Void) {
        guard let recorder = UIViewAnimationContext.current?.keyframes else {
            EngineDiagnostics.report(
                "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) was called outside "
                    + "UIView.animateKeyframes; its changes are made without animation. Call it inside the "
                    + "animations block of animateKeyframes.", from: "UIKit")
            animations()
            return
        }
        var start = frameStartTime, length = frameDuration
        if !(start >= 0 && start <= 1) || !(length >= 0 && start + length <= 1 + 1e-9) {
            EngineDiagnostics.report(
                "UIView.addKeyframe: relative start \(frameStartTime) and duration \(frameDuration) must lie in "
                    + "0…1 with start + duration ≤ 1; clamped into that range.", from: "UIKit")
            start = start.isNaN ? 0 : min(max(start, 0), 1)
            length = length.isNaN ? 0 : min(max(length, 0), 1 - start)
        }
        let outer = recorder.window
        recorder.window = (start, length)
        defer { recorder.window = outer }
        animations()
    }
}
