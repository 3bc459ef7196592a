// Seed 001, listing 6-1: a layer delegate that answers "contents" with a push-from-right transition of 1 s with
// ease-in timing (or the switcher's type and subtype), and nil for everything else so the search goes on.
import QuartzCore
import Foundation

package final class ContentsTransitionDelegate: CALayerDelegate {
    package init() {}

    package func action(for layer: CALayer, forKey key: String) -> (any CAAction)? {
        guard key == "contents" else { return nil }
        let theAnimation = SceneGlobals.transitionSwitcher.transition(seedType: .push, seedSubtype: .fromRight)
        theAnimation.duration = 1.0
        theAnimation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        return theAnimation
    }
}
