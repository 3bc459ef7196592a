// UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)
// (UIViewPropertyAnimator.h): an animator made and started in one call, its curve taken from the options' curve
// bits as UIView.animate's, with the completion added before it starts. Apple's returns Self; this one returns
// UIViewPropertyAnimator (a subclass would need a required initializer), which is what callers keep.
import QuartzCore
import Foundation

extension UIViewPropertyAnimator {
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration,
                                              timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: max(delay.isFinite ? delay : 0, 0))
        return animator
    }
}
