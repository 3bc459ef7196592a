// Seed 002's DRAnimationBlockDelegate: an animation delegate that runs a block when the animation starts and
// another when it stops (with the finished flag), each at most once.
import QuartzCore
import Foundation

public final class AnimationBlockDelegate: CAAnimationDelegate {
    public var start: (() -> Void)?
    public var stop: ((Bool) -> Void)?

    public init() {}

    public static func animationDelegate(withBeginning beginning: (() -> Void)?,
                                         completion: ((Bool) -> Void)?) -> AnimationBlockDelegate {
        let result = AnimationBlockDelegate()
        result.start = beginning
        result.stop = completion
        return result
    }

    public func animationDidStart(_ anim: CAAnimation) {
        if let start { start() }
        start = nil
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let stop { stop(flag) }
        stop = nil
    }
}
