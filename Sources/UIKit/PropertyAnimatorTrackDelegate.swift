// The delegate of each animation a UIViewPropertyAnimator installs: it reports a natural end (finished = true) of
// the installation it belongs to. Every re-installation (pause, scrub, reverse, continue) makes new delegates, so
// the stops of replaced animations (finished = false) are told apart by identity and ignored.
import QuartzCore
import Foundation

final class PropertyAnimatorTrackDelegate: CAAnimationDelegate {
    /// Strong, as UIKit keeps a running animator alive until its animations end.
    let animator: UIViewPropertyAnimator
    let generation: Int

    init(animator: UIViewPropertyAnimator, generation: Int) {
        self.animator = animator
        self.generation = generation
    }

    /// Delivered on the main run loop (DECISIONS 7), the main actor's thread, where the animator lives.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        let animator = animator, generation = generation
        MainActor.assumeIsolated { animator.trackFinished(generation: generation) }
    }
}
