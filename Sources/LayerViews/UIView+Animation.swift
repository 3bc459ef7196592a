// UIView's block animation API (seed 002): the block runs inside its own CATransaction with the block's context on
// the stack, so property changes on view layers get animations; the completion runs when they finish.
import CoreAnimation
import Foundation

extension UIView {
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                            animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let context = UIViewAnimationContext(duration: max(duration, 0), delay: max(delay, 0), actionOverride: nil)
        perform(context, animations: animations, completion: completion)
    }

    /// Runs `animations` with an action override: the hook seed 002 builds its custom "pop" block API on
    /// (there by swizzling actionForLayer:forKey:, here by asking the view's animation context).
    public class func animate(withActionProvider provider: @escaping (CALayer, String) -> (any CAAction)?,
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let context = UIViewAnimationContext(duration: CATransaction.animationDuration(), delay: 0,
                                             actionOverride: provider)
        perform(context, animations: animations, completion: completion)
    }

    private class func perform(_ context: UIViewAnimationContext, animations: () -> Void,
                               completion: ((Bool) -> Void)?) {
        CATransaction.begin()
        if let completion { CATransaction.setCompletionBlock { completion(true) } }
        UIViewAnimationContext.with(context, animations)
        CATransaction.commit()
    }
}
