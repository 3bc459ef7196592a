// CAAnimationDelegate (API.md; spec §7.1): start and stop callbacks, both optional, delivered on the main
// run loop (MainRunLoopDelivery) except for the zero-duration case of spec §7.6, which is synchronous.

/// Receives an animation's start and stop; the animation holds its delegate strongly, as Apple's does.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began its active duration.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation finished its active duration (`flag` true) or was removed before that (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
