// How a nested animation block inherits from the block around it (UIKit View Programming Guide, "Nesting
// Animation Blocks": nested animations start with their parent and by default inherit its duration and curve;
// UIView.AnimationOptions docs: .overrideInheritedDuration keeps the block's own duration, .overrideInheritedCurve
// its own curve, .overrideInheritedOptions inherits "neither the animation type nor any options").
// Inferred where UIKit is silent: the parent's delay adds to the child's (the child starts with its parent), and
// inherited flag options (repeat, autoreverse, beginFromCurrentState) are the union of parent's and child's.
import QuartzCore
import Foundation

extension UIViewAnimationContext {
    /// The context of a block called with these arguments inside the current block (or at top level).
    static func block(duration: CFTimeInterval, delay: CFTimeInterval, options: UIView.AnimationOptions,
                      spring: SpringRequest?) -> UIViewAnimationContext {
        var context = UIViewAnimationContext(duration: duration, delay: delay)
        context.options = options
        context.curve = options.curve
        context.spring = spring
        // Blocks with their own action override (pop, keyframes, property animators) are not parents to inherit
        // from: their changes never become the view's own animations.
        guard let parent = current, parent.actionOverride == nil, parent.keyframes == nil else { return context }
        context.delay += parent.delay
        if options.contains(.overrideInheritedOptions) { return context }
        if !options.contains(.overrideInheritedDuration) { context.duration = parent.duration }
        if !options.contains(.overrideInheritedCurve) {
            context.curve = parent.curve
            context.spring = parent.spring
        }
        let inheritedFlags: UIView.AnimationOptions = [.repeat, .autoreverse, .beginFromCurrentState]
        context.options.formUnion(parent.options.intersection(inheritedFlags))
        return context
    }
}
