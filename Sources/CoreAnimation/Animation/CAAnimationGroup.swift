// CAAnimationGroup (API.md; spec §7.2): children run concurrently in the group's local time and are clipped
// to the group's active duration; their delegates and removal flags are ignored.

open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]? {
        didSet { if rejectsChange("animations") { animations = oldValue } }
    }

    public required init() {}

    /// Children are copied too, so a frozen group shares nothing mutable with the caller's objects.
    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override func freeze() {
        super.freeze()
        animations?.forEach { $0.freeze() }
    }
}
