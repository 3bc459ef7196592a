// The state of the innermost UIView animation block (seed 002: UIViewAnimationState pushes and pops a stack so
// nested blocks see the right duration). The view's action method consults it instead of swizzling.

/// Parameters of one `UIView.animate(withDuration:…)` block, kept on a per-thread stack while the block runs.
struct UIViewAnimationContext {
    var duration: Double
    var delay: Double
}
