// One animation delegate message waiting for the main run loop (spec §7.1): animationDidStart when the active
// duration begins, animationDidStop(finished:) when it ends or the animation is removed or replaced.

/// A delegate message and what it is about.
struct AnimationDelegateEvent {
    enum Kind { case didStart, didStop(finished: Bool) }

    let kind: Kind
    let animation: CAAnimation
    let delegate: any CAAnimationDelegate

    func deliver() {
        switch kind {
        case .didStart: delegate.animationDidStart(animation)
        case .didStop(let finished): delegate.animationDidStop(animation, finished: finished)
        }
    }
}
