// CAPropertyAnimation (API.md; spec §5.2–5.4, §7.1): an animation of one layer key path, with the additive,
// cumulative and value-function modifiers.

open class CAPropertyAnimation: CAAnimation {
    /// The stored properties below, in one value (PropertyAnimationState.swift).
    /// Unchecked exclusivity, for the reason given at CAAnimation.state.
    @exclusivity(unchecked) final var propertyState = PropertyAnimationState()

    /// The animated key path; nil is replaced by the key at add time (spec §7.6 step 7).
    open var keyPath: String? {
        get { propertyState.keyPath }
        set { if !rejectsChange("keyPath") { propertyState.keyPath = newValue } }
    }
    open var isAdditive: Bool {
        get { propertyState.isAdditive }
        set { if !rejectsChange("isAdditive") { propertyState.isAdditive = newValue } }
    }
    open var isCumulative: Bool {
        get { propertyState.isCumulative }
        set { if !rejectsChange("isCumulative") { propertyState.isCumulative = newValue } }
    }
    open var valueFunction: CAValueFunction? {
        get { propertyState.valueFunction }
        set { if !rejectsChange("valueFunction") { propertyState.valueFunction = newValue } }
    }

    public required init() {}

    /// The "zero" defaults of the property animation's own flags (CAAnimation.defaultValue(forKey:): "a suitable
    /// 'zero' default value for the property is provided, based on the declared type"), then CAAnimation's.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "additive", "cumulative": return false
        default: return super.defaultValue(forKey: key)
        }
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        propertyState = other.propertyState
    }
}
