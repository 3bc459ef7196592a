// CABasicAnimation (API.md; spec §5.1): interpolation between two of fromValue / toValue / byValue.

open class CABasicAnimation: CAPropertyAnimation {
    /// The stored properties below, in one value (BasicAnimationState.swift).
    /// Unchecked exclusivity, for the reason given at CAAnimation.state.
    @exclusivity(unchecked) final var basicState = BasicAnimationState()

    open var fromValue: Any? {
        get { basicState.fromValue ?? basicState.typedFrom.map { $0.property.anyValue(of: $0.value) } ?? nil }
        set {
            guard !rejectsChange("fromValue") else { return }
            basicState.fromValue = newValue
            basicState.typedFrom = nil
        }
    }
    open var toValue: Any? {
        get { basicState.toValue }
        set { if !rejectsChange("toValue") { basicState.toValue = newValue } }
    }
    open var byValue: Any? {
        get { basicState.byValue }
        set { if !rejectsChange("byValue") { basicState.byValue = newValue } }
    }

    public required init() {}

    /// The fromValue when the engine set it typed for the whole property `keyPath` names and nothing has
    /// replaced it since (no value function either); nil otherwise, and the boxed fromValue is converted.
    func typedFromValue(for keyPath: LayerKeyPath) -> AnimatableValue? {
        guard let typed = basicState.typedFrom, keyPath.component == nil, keyPath.property == typed.property,
              propertyState.valueFunction == nil else { return nil }
        return typed.value
    }

    /// The key path of an animation whose fromValue the engine set typed (the built-in implicit animation),
    /// without parsing its text: the typed value's whole property when `keyPath` names exactly it; nil otherwise
    /// (the compiler parses the text).
    func typedKeyPath() -> LayerKeyPath? {
        guard let typed = basicState.typedFrom, propertyState.keyPath == typed.property.key else { return nil }
        return LayerKeyPath(typed.property)
    }

    /// `copy()` of an animation of exactly this class (no subclass can have overridden `copy()`): the same stored
    /// state, without the round trip through `Any` and the casts of `copyState(from:)` (the property-set path).
    final func copyOfExactClass() -> CABasicAnimation {
        let copy = CABasicAnimation()
        copy.state = state
        copy.propertyState = propertyState
        copy.basicState = basicState
        return copy
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        basicState = other.basicState
    }
}
