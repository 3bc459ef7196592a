// The animation a view returns from action(for:forKey:) inside an animation block (seed 002): a CABasicAnimation
// with the block's curve, or a CASpringAnimation for spring blocks (SpringFromDampingRatio.swift), with the block's
// duration, delay (beginTime + backwards fill, spec §3.5), .repeat (repeatCount = infinity) and .autoreverse.
// It starts from the model value, the end of any in-flight animation, which the new animation replaces; with
// .beginFromCurrentState it starts from the presentation value, where the in-flight animation is now
// (UIView.AnimationOptions.beginFromCurrentState). UIKit's iOS 8 additive blending is not reproduced.
import QuartzCore
import Foundation

extension UIViewAnimationContext {
    /// The action for `key` on a view's `layer` inside this block; NSNull for keys without animation.
    func action(for layer: CALayer, forKey key: String) -> any CAAction {
        if let actionOverride { return actionOverride(layer, key) ?? NSNull() }
        if let keyframes { return keyframes.recordingAction(for: layer, key: key) }
        guard duration > 0, let property = LayerProperty.named(key), property.builtInAction != .none else {
            return NSNull()
        }
        let source = options.contains(.beginFromCurrentState) ? (layer.presentation() ?? layer) : layer
        let animation: CABasicAnimation
        if let spring {
            animation = SpringFromDampingRatio(dampingRatio: spring.dampingRatio, duration: duration,
                                               initialVelocity: spring.initialVelocity).makeAnimation(keyPath: key)
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: curve.timingFunctionName)
        }
        animation.fromValue = source.value(forKeyPath: key)
        applyRepetition(to: animation, on: layer)
        animation.delegate = tracker
        return animation
    }

    /// Delay, .repeat and .autoreverse, shared by basic, spring and keyframe animations.
    func applyRepetition(to animation: CAAnimation, on layer: CALayer) {
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
    }
}
