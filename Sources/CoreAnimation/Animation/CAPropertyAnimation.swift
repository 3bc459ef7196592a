// CAPropertyAnimation (API.md; spec §5.2–5.4, §7.1): an animation of one layer key path, with the additive,
// cumulative and value-function modifiers.

open class CAPropertyAnimation: CAAnimation {
    /// The animated key path; nil is replaced by the key at add time (spec §7.6 step 7).
    open var keyPath: String? {
        didSet { if rejectsChange("keyPath") { keyPath = oldValue } }
    }
    open var isAdditive = false {
        didSet { if rejectsChange("isAdditive") { isAdditive = oldValue } }
    }
    open var isCumulative = false {
        didSet { if rejectsChange("isCumulative") { isCumulative = oldValue } }
    }
    open var valueFunction: CAValueFunction? {
        didSet { if rejectsChange("valueFunction") { valueFunction = oldValue } }
    }

    public required init() {}

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }
}
