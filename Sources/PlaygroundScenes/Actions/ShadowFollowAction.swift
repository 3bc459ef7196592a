// A custom CAAction that is not an animation (seed 000: "the action object does not have to be an animation — it
// doesn't even have to perform the animation"; seed 001: run(forKey:object:arguments:) may do anything). Run
// for "position" after the new value is stored, it moves a second "shadow" layer there over `followDuration`
// and writes a log line; the layer itself gets no animation and jumps.
import QuartzCore
import Foundation

package final class ShadowFollowAction: CAAction {
    package let shadow: CALayer
    package let followDuration: CFTimeInterval
    package let log: SceneLog

    package init(shadow: CALayer, followDuration: CFTimeInterval, log: SceneLog) {
        self.shadow = shadow
        self.followDuration = followDuration
        self.log = log
    }

    package func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let target = layer.position
        CATransaction.begin()
        CATransaction.setAnimationDuration(followDuration)
        shadow.position = target
        CATransaction.commit()
        log.write("\(event) → (\(Int(target.x.rounded())), \(Int(target.y.rounded()))): shadow follows")
    }
}
