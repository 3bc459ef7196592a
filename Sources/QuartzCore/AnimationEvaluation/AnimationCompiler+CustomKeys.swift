// The value kind of an animation on a custom key (spec §1.5 "Custom @NSManaged properties", seed 000 point 2):
// an undefined key or a `@Managed` property has no declared kind, so it is taken from the value the layer
// stores under the key (or its `defaultValue(forKey:)`), else from the animation's own values.
import Foundation

extension AnimationCompiler {
    /// The kind for a custom key path; nil when neither the layer nor the animation gives a usable value.
    static func customKind(of animation: CAPropertyAnimation, keyPath: LayerKeyPath,
                           layer: CALayer?) -> ValueKind? {
        guard keyPath.property == nil else { return nil }
        if let stored = layer?.modelValue(for: keyPath) { return stored.kind }
        let candidates: [Any?]
        if let basic = animation as? CABasicAnimation {
            candidates = [basic.fromValue, basic.toValue, basic.byValue]
        } else if let keyframe = animation as? CAKeyframeAnimation {
            candidates = keyframe.path != nil ? [CGPoint.zero] : (keyframe.values ?? []).map { $0 }
        } else {
            candidates = []
        }
        for candidate in candidates {
            if let kind = AnimatableValue.kind(of: candidate) { return kind }
        }
        return nil
    }
}
