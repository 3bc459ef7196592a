// Seed 004's layer delegate for non-property actions: kCAOnOrderIn pops a new layer in (opacity 0 → its opacity
// over the group's 0.2 s while the transform scales to 1.1 and back in 0.1 s autoreversing), and an opacity change
// made with the transaction value "byebye" shrinks (scale 0.1) and fades the layer out over 0.2 s.
import QuartzCore
import Foundation

package final class PopDelegate: CALayerDelegate {
    package init() {}

    package func action(for lay: CALayer, forKey key: String) -> (any CAAction)? {
        if key == kCAOnOrderIn {
            let anim1 = CABasicAnimation(keyPath: "opacity")
            anim1.fromValue = Float(0)
            anim1.toValue = lay.opacity
            let anim2 = CABasicAnimation(keyPath: "transform")
            anim2.toValue = CATransform3DScale(lay.transform, 1.1, 1.1, 1.0)
            anim2.autoreverses = true
            anim2.duration = 0.1
            let group = CAAnimationGroup()
            group.animations = [anim1, anim2]
            group.duration = 0.2
            return group
        }
        if key == "opacity", CATransaction.value(forKey: "byebye") != nil {
            let anim1 = CABasicAnimation(keyPath: "opacity")
            anim1.fromValue = lay.opacity
            anim1.toValue = Float(0)
            let anim2 = CABasicAnimation(keyPath: "transform")
            anim2.toValue = CATransform3DScale(lay.transform, 0.1, 0.1, 1.0)
            let group = CAAnimationGroup()
            group.animations = [anim1, anim2]
            group.duration = 0.2
            return group
        }
        return nil
    }
}
