// Seed 002's DRAnimationBlockDelegate: an animation delegate that runs a block when the animation starts and
// another when it stops (with the finished flag), each at most once.
import QuartzCore
import Foundation

package final class AnimationBlockDelegate: CAAnimationDelegate {
    package var start: (() -> Void)?
    package var stop: ((Bool) -> Void)?

    package init() {}

    package static func animationDelegate(withBeginning beginning: (() -> Void)?,
                                         completion: ((Bool) -> Void)?) -> AnimationBlockDelegate {
        let result = AnimationBlockDelegate()
        result.start = beginning
        result.stop = completion
        return result
    }

    package func animationDidStart(_ anim: CAAnimation) {
        if let start { start() }
        start = nil
    }

    package func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let stop { stop(flag) }
        stop = nil
    }
}
