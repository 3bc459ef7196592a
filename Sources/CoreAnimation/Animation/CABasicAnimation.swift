// CABasicAnimation (API.md; spec §5.1): interpolation between two of fromValue / toValue / byValue.

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? {
        didSet { if rejectsChange("fromValue") { fromValue = oldValue } }
    }
    open var toValue: Any? {
        didSet { if rejectsChange("toValue") { toValue = oldValue } }
    }
    open var byValue: Any? {
        didSet { if rejectsChange("byValue") { byValue = oldValue } }
    }

    public required init() {}

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }
}
