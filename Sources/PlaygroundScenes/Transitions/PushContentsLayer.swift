// Seed 004's layer subclass: `defaultAction(forKey:)` makes every contents change a push from the left
// (or the switcher's choice), the class-level stage of the action search.
import QuartzCore
import Foundation

package final class PushContentsLayer: CALayer {
    package override class func defaultAction(forKey event: String) -> (any CAAction)? {
        if event == "contents" {
            return SceneGlobals.transitionSwitcher.transition(seedType: .push, seedSubtype: .fromLeft)
        }
        return super.defaultAction(forKey: event)
    }
}
