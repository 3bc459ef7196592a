// The state of the innermost UIView animation block (seed 002: UIViewAnimationState pushes and pops a stack so
// nested blocks see the right duration). The view's action method consults it instead of swizzling, and block
// APIs built on the delegate hook (seed 002's "pop" animation) install an action override here.
import CoreAnimation
import Foundation

/// Parameters of one `UIView.animate(withDuration:…)` block, kept on a per-thread stack while the block runs.
struct UIViewAnimationContext {
    var duration: CFTimeInterval
    var delay: CFTimeInterval
    /// When set, the view returns what this gives for a layer and key (NSNull to record-and-suppress, as the
    /// seed's DR_popAnimation does) instead of building its own animation.
    var actionOverride: ((CALayer, String) -> (any CAAction)?)?

    private static let stackKey = "LayerViews.UIViewAnimationContext.stack"

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

/// The per-thread stack object (a class so the thread dictionary holds it by reference).
final class ContextStack {
    var contexts: [UIViewAnimationContext] = []
}
