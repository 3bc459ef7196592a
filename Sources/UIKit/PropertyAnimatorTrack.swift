// One property a UIViewPropertyAnimator animates: the layer and key path, the value it starts from (the
// presentation value when the animation block ran: "animated from their current values") and the new model value,
// and when in the animator's time it starts (0, or the animator's time when the block was added to an active
// animator: "animations added later run only for the remaining time", UIViewPropertyAnimator.duration).
import QuartzCore
import Foundation

final class PropertyAnimatorTrack {
    let layer: CALayer
    let keyPath: String
    let from: Any?
    var to: Any?
    /// The animator time (seconds, 0…duration) at which this property starts moving.
    let startTime: Double
    /// The delegate of the animation currently installed for this track (identifies it on the layer).
    weak var installedDelegate: PropertyAnimatorTrackDelegate?

    init(layer: CALayer, keyPath: String, from: Any?, startTime: Double) {
        self.layer = layer
        self.keyPath = keyPath
        self.from = from
        to = from
        self.startTime = startTime
    }

    /// Whether the animation under this track's key is still the one the animator installed.
    var ownsInstalledAnimation: Bool {
        guard let installedDelegate, let current = layer.animation(forKey: keyPath)?.delegate else { return false }
        return current === installedDelegate
    }

    /// Removes the animator's animation (if still installed) and stores `value` in the model without actions.
    func settle(at value: Any?) {
        let owned = ownsInstalledAnimation
        installedDelegate = nil
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setValue(value, forKeyPath: keyPath)
        if owned { layer.removeAnimation(forKey: keyPath) }
        CATransaction.commit()
    }

    /// The value shown now (presentation, or model before the first commit).
    var currentValue: Any? {
        (layer.presentation() ?? layer).value(forKeyPath: keyPath)
    }
}
