// Seed 002's custom block animation API, "DR_popAnimationWithDuration:animations:", built on the view's delegate
// hook without swizzling: inside the block the view records layer, key path and old value and returns NSNull
// (no implicit animation); after the block each change becomes a keyframe "pop" old → new → old with keyTimes
// [0, 0.35, 1], ease-in then ease-out (easing 0.2), and the model goes back to the old value without actions.
import QuartzCore
import Foundation
import UIKit

extension UIView {
    package class func popAnimate(withDuration duration: TimeInterval, animations: () -> Void) {
        let recorder = PopAnimationRecorder()
        UIView.animate(withActionProvider: { layer, keyPath in
            recorder.record(layer, keyPath)
            return NSNull()
        }, animations: animations)

        for savedState in recorder.states {
            let layer = savedState.layer
            let keyPath = savedState.keyPath
            let oldValue = savedState.oldValue
            guard let newValue = layer.value(forKeyPath: keyPath) else { continue }

            let anim = CAKeyframeAnimation(keyPath: keyPath)
            let easing: Float = 0.2
            let easeIn = CAMediaTimingFunction(controlPoints: 1.0, 0.0, 1.0 - easing, 1.0)
            let easeOut = CAMediaTimingFunction(controlPoints: easing, 0.0, 0.0, 1.0)
            anim.duration = duration
            anim.keyTimes = [0, 0.35, 1]
            anim.values = [oldValue, newValue, oldValue]
            anim.timingFunctions = [easeIn, easeOut]

            // Back to the old value without animation, so model and presentation agree once the pop is removed.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.setValue(oldValue, forKeyPath: keyPath)
            CATransaction.commit()

            layer.add(anim, forKey: keyPath)
        }
    }
}
