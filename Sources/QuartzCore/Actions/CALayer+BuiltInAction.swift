// The built-in implicit action, the last stage of the search (spec §1.4, DECISIONS 5): a CABasicAnimation
// with keyPath = the key, fromValue = the current presentation value (the model value while there is none;
// the lookup happens before the new value is stored), toValue nil, timing `.default`, duration 0 so that
// `add(_:forKey:)` gives it the transaction's duration. `hidden` gets a fade CATransition. Dotted key paths
// into a basic property animate the component; subclasses' animatable properties (spec §1.4 "Subclasses extend
// the list") get the same basic animation. Order events, `sublayers`, undefined keys: nil.
import Foundation

extension CALayer {
    func builtInAction(forKey event: String) -> CAAnimation? {
        // The property being changed, when this search is for it, saves hashing the key (CALayer+Change.swift).
        builtInAction(forKey: event, hinted: changeInProgress.property(for: event))
    }

    /// The built-in action for `event`, given the property being changed when the search is for its change (nil:
    /// looked up by the key); `searchActionForChange` passes the property it searches for.
    func builtInAction(forKey event: String, hinted: LayerProperty?) -> CAAnimation? {
        if let property = hinted ?? LayerProperty.named(event, on: self) {
            switch property.builtInAction {
            case .none: return nil
            case .transition: return CALayer.implicitTransition()
            case .basic:
                let animation: CABasicAnimation
                if property.holdsTypedValueExactly {
                    animation = implicitAnimation(keyPath: event, typedFrom: implicitAnimationSource(of: property))
                } else {
                    animation = implicitAnimation(
                        keyPath: event, fromValue: implicitAnimationSourceValues(for: property).anyValue(of: property))
                }
                if property == .contents { animation.fillMode = .backwards }
                return animation
            }
        }
        if let source = classPropertySourceValue(forKey: event) {
            // A subclass's animatable property outside the table (birthRate, …): the same basic animation.
            return implicitAnimation(keyPath: event, fromValue: source.anyValue)
        }
        guard event.contains("."), let path = LayerKeyPath(parsing: event), let property = path.property,
              property.builtInAction == .basic, let whole = implicitAnimationSourceValues(for: property).value(of: property),
              let part = path.component(of: whole) else { return nil }
        return implicitAnimation(keyPath: event, fromValue: part.anyValue)
    }

    /// Written into the new animation's storage directly: what its public setters store on an animation that is
    /// not frozen, without their checks.
    private func implicitAnimation(keyPath: String, fromValue: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation()
        animation.propertyState.keyPath = keyPath
        if let fromValue { animation.basicState.fromValue = fromValue }
        animation.state.timingFunction = CAMediaTimingFunction.sharedDefault
        return animation
    }

    /// As `implicitAnimation(keyPath:fromValue:)` with the fromValue typed (no `Any` built or copied;
    /// CABasicAnimation.fromValue boxes it when asked).
    private func implicitAnimation(keyPath: String,
                                   typedFrom value: consuming TypedAnimationValue?) -> CABasicAnimation {
        let animation = CABasicAnimation()
        animation.propertyState.keyPath = keyPath
        animation.basicState.typedFrom = consume value
        animation.state.timingFunction = CAMediaTimingFunction.sharedDefault
        return animation
    }

    private static func implicitTransition() -> CATransition {
        let transition = CATransition()
        transition.type = .fade
        transition.timingFunction = CAMediaTimingFunction.sharedDefault
        transition.fillMode = .backwards
        return transition
    }
}
