// UIView's block animation API (seed 002; UIKit UIView "Animating views with block objects"): each block runs
// inside its own CATransaction with the block's resolved context on the stack (nesting rules:
// UIViewAnimationContext+Nesting.swift), so property changes on view layers get animations; the completion
// handler runs from the transaction's completion block with the `finished` flag of BlockCompletionTracker.
// A duration of 0 or less makes the changes without animation (UIKit's documented rule); NaN or negative
// arguments are reported once, never trapped on.
import QuartzCore
import Foundation

extension UIView {
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public class func animate(withDuration duration: TimeInterval, animations: () -> Void,
                              completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let caller = "UIView.animate(withDuration:delay:options:animations:completion:)"
        let context = UIViewAnimationContext.block(
            duration: checkedDuration(duration, caller: caller), delay: checkedDelay(delay, caller: caller),
            options: options, spring: nil)
        runBlock(context, animations: animations, completion: completion)
    }

    /// A spring block: the view animations become CASpringAnimations whose stiffness and damping make the spring
    /// with damping ratio `dampingRatio` settle in `duration` (SpringFromDampingRatio.swift gives the formula);
    /// `velocity` is in units of the whole distance per second. The curve options do not apply to springs.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let caller = "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)"
        let checked = SpringFromDampingRatio.checked(dampingRatio: dampingRatio, duration: 1, velocity: velocity,
                                                     caller: caller)
        let spring = SpringRequest(dampingRatio: checked.dampingRatio, initialVelocity: checked.initialVelocity)
        let context = UIViewAnimationContext.block(
            duration: checkedDuration(duration, caller: caller), delay: checkedDelay(delay, caller: caller),
            options: options, spring: spring)
        runBlock(context, animations: animations, completion: completion)
    }

    /// Runs `animations` with an action override: the hook seed 002 builds its custom "pop" block API on
    /// (there by swizzling actionForLayer:forKey:, here by asking the view's animation context).
    public class func animate(withActionProvider provider: @escaping (CALayer, String) -> (any CAAction)?,
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let context = UIViewAnimationContext(duration: CATransaction.animationDuration(), delay: 0,
                                             actionOverride: provider)
        runBlock(context, animations: animations, completion: completion)
    }

    /// Runs `animations` in `context` inside its own transaction, then `finish` (which may add animations of its
    /// own) in the same transaction; `completion` gets the `finished` flag.
    class func runBlock(_ context: UIViewAnimationContext, animations: () -> Void,
                        completion: ((Bool) -> Void)?,
                        finish: (UIViewAnimationContext) -> Void = { _ in }) {
        var context = context
        let tracker = BlockCompletionTracker()
        context.tracker = tracker
        CATransaction.begin()
        if let completion { CATransaction.setCompletionBlock(tracker.completionBlock(calling: completion)) }
        UIViewAnimationContext.with(context, animations)
        finish(context)
        CATransaction.commit()
    }

    /// `duration`, or 0 (changes without animation) after one message when it is NaN or negative.
    static func checkedDuration(_ duration: TimeInterval, caller: String) -> TimeInterval {
        if duration.isNaN || duration < 0 {
            EngineDiagnostics.report(
                "\(caller): duration \(duration) is not a number of seconds ≥ 0; the changes are made without "
                    + "animation, as UIKit does for 0 or less. Pass a positive duration to animate.",
                from: "UIKit")
            return 0
        }
        return duration
    }

    /// `delay`, or 0 after one message when it is NaN, infinite or negative.
    static func checkedDelay(_ delay: TimeInterval, caller: String) -> TimeInterval {
        if !delay.isFinite || delay < 0 {
            EngineDiagnostics.report("\(caller): delay \(delay) is not a finite number of seconds ≥ 0; using 0.",
                                     from: "UIKit")
            return 0
        }
        return delay
    }
}
