// CAAnimationGroup (API.md; spec §7.2): children run concurrently in the group's local time and are clipped
// to the group's active duration; their delegates and removal flags are ignored. A group that would contain
// itself (directly or through another group), or groups nested deeper than `maximumNestingDepth`, is refused
// with a message (DECISIONS 12): copying, freezing and compiling a group walk its children.
import Foundation

open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]? {
        didSet {
            if rejectsChange("animations") || !acceptsChildren(animations) { animations = oldValue }
        }
    }

    /// At most this many groups inside one another (the outermost counts); far more than any real animation.
    package static let maximumNestingDepth = 100

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

    /// Whether `children` keep the group acyclic and within `maximumNestingDepth`; reports once when not. Every
    /// link between groups is made through this setter, so checking here keeps every group a finite tree.
    private func acceptsChildren(_ children: [CAAnimation]?) -> Bool {
        var pending: [(CAAnimationGroup, Int)] = (children ?? []).compactMap { $0 as? CAAnimationGroup }.map { ($0, 2) }
        while let (group, level) = pending.popLast() {
            if group === self {
                EngineDiagnostics.report(
                    "CAAnimationGroup.animations: a group cannot contain itself"
                        + (level == 2 ? "" : " through another group (that would make a cycle)")
                        + "; the animations were not changed.")
                return false
            }
            if level > CAAnimationGroup.maximumNestingDepth {
                EngineDiagnostics.report(
                    "CAAnimationGroup.animations: groups nested more than \(CAAnimationGroup.maximumNestingDepth) "
                        + "deep (CAAnimationGroup.maximumNestingDepth) are not supported; the animations were not "
                        + "changed.")
                return false
            }
            for child in group.animations ?? [] {
                if let nested = child as? CAAnimationGroup { pending.append((nested, level + 1)) }
            }
        }
        return true
    }
}
