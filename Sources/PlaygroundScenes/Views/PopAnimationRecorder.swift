// The recorder behind `UIView.popAnimate(withDuration:animations:)` (seed 002's static array of saved states).
import QuartzCore
import Foundation

/// Collects the states while a pop block runs (seed 002 keeps them in a static array; here the block's own
/// recorder, so nested or concurrent blocks cannot see each other's states).
final class PopAnimationRecorder {
    private(set) var states: [PopAnimationState] = []

    /// Records the old value the first time a layer's key path changes in the block. Events without a value
    /// (onOrderIn, sublayers) cannot be popped and are skipped.
    func record(_ layer: CALayer, _ keyPath: String) {
        guard let oldValue = layer.value(forKeyPath: keyPath) else { return }
        if states.contains(where: { $0.layer === layer && $0.keyPath == keyPath }) { return }
        states.append(PopAnimationState(layer: layer, keyPath: keyPath, oldValue: oldValue))
    }
}
