// CATransition (API.md; spec §7.3): the model side of a transition between the old and new rendered
// appearance of a layer's subtree. Always stored under "transition" (kCATransition) when added.

open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade {
        didSet { if rejectsChange("type") { type = oldValue } }
    }
    open var subtype: CATransitionSubtype? {
        didSet { if rejectsChange("subtype") { subtype = oldValue } }
    }
    open var startProgress: Float = 0 {
        didSet { if rejectsChange("startProgress") { startProgress = oldValue } }
    }
    open var endProgress: Float = 1 {
        didSet { if rejectsChange("endProgress") { endProgress = oldValue } }
    }
    /// A Core Image filter for the transition (macOS only, CATransition.h); stored and not drawn.
    open var filter: Any? {
        didSet { if rejectsChange("filter") { filter = oldValue } }
    }

    public required init() {}

    /// Apple's defaults for the transition's own keys (header CATransition.h: type "Defaults to `fade'", progress
    /// "Default values are 0 and 1 respectively"; spec §7.3), then CAAnimation's.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "type": return CATransitionType.fade
        case "startProgress": return Float(0)
        case "endProgress": return Float(1)
        default: return super.defaultValue(forKey: key)
        }
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
    }
}
