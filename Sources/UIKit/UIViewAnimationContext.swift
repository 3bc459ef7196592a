// The state of the innermost UIView animation block (seed 002: UIViewAnimationState pushes and pops a stack so
// nested blocks see the right parameters). The view's action method consults it instead of swizzling; block APIs
// built on the delegate hook (seed 002's "pop" animation, keyframes, property animators) install an action
// override here. How a nested block's parameters come from its parent: UIViewAnimationContext+Nesting.swift.
import QuartzCore
import Foundation

/// The resolved parameters of one animation block, kept on a per-thread stack while the block runs.
struct UIViewAnimationContext {
    var duration: CFTimeInterval
    var delay: CFTimeInterval
    /// The effective options (inherited ones merged in).
    var options: UIView.AnimationOptions = []
    /// The timing curve, used when `spring` is nil.
    var curve: UIView.AnimationCurve = .easeInOut
    /// The damping-ratio spring of `animate(…usingSpringWithDamping:…)` blocks (or one inherited from a parent).
    var spring: SpringRequest?
    /// Collects the `finished` flag of the block's animations for its completion handler.
    var tracker: BlockCompletionTracker?
    /// When set, the view returns what this gives for a layer and key (NSNull to record-and-suppress, as the
    /// seed's DR_popAnimation does) instead of building its own animation.
    var actionOverride: ((CALayer, String) -> (any CAAction)?)?
    /// Inside `animateKeyframes`: the recorder that turns the block's changes into keyframe animations.
    var keyframes: KeyframeRecorder?

    init(duration: CFTimeInterval, delay: CFTimeInterval,
         actionOverride: ((CALayer, String) -> (any CAAction)?)? = nil) {
        self.duration = duration
        self.delay = delay
        self.actionOverride = actionOverride
    }

    private static let stackKey = "UIKit.UIViewAnimationContext.stack"

    /// The innermost block's context on this thread, nil outside animation blocks.
    static var current: UIViewAnimationContext? {
        (Thread.current.threadDictionary[stackKey] as? ContextStack)?.contexts.last
    }

    /// Runs `body` with `context` pushed on this thread's stack.
    static func with(_ context: UIViewAnimationContext, _ body: () -> Void) {
        let stack: ContextStack
        if let existing = Thread.current.threadDictionary[stackKey] as? ContextStack {
            stack = existing
        } else {
            stack = ContextStack()
            Thread.current.threadDictionary[stackKey] = stack
        }
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        body()
    }
}

/// A spring asked for by damping ratio and velocity; its stiffness depends on the block's (possibly inherited)
/// duration, so it is resolved when the animation is built.
struct SpringRequest: Equatable {
    var dampingRatio: Double
    var initialVelocity: Double
}

/// The per-thread stack object (a class so the thread dictionary holds it by reference).
final class ContextStack {
    var contexts: [UIViewAnimationContext] = []
}
