// The transaction's values an added animation takes (spec §7.6 steps 4, 6 and 9; spec §2.4–2.5): the animation
// duration, the timing function and the completion-block continuation, read in one walk of the calling thread's
// transaction stack (TransactionStack.swift). Each value is the innermost level's that set it. The one home of that
// reading: `add(_:forKey:)` (CALayer+Animations.swift) takes all three at once, and
// `CATransaction.animationDuration()`, `animationTimingFunction()` (CATransaction+Properties.swift) and
// `completionGroupForAddedAnimation()` (CATransaction+Completion.swift) each read theirs through it.

/// The transaction values an added animation takes, read at once.
struct AddedAnimationTransactionValues {
    /// `CATransaction.animationDuration()`: 0.25 s unless a level set one.
    private(set) var duration: CFTimeInterval = 0.25
    /// `CATransaction.animationTimingFunction()`: nil unless a level set one.
    private(set) var timingFunction: CAMediaTimingFunction?
    /// The innermost continuation, not yet entered: `enterCompletionGroup()` counts the animation in it.
    private var completionGroup: TransactionCompletionGroup?

    /// The calling thread's values now (defaults when it has no transaction stack).
    @inline(__always)
    init() {
        guard let levels = TransactionStack.existing?.levels else { return }
        var durationFound = false
        var functionFound = false
        var groupFound = false
        var index = levels.count - 1
        while index >= 0, !(durationFound && functionFound && groupFound) {
            let level = levels[index]
            if !durationFound, let value = level.animationDuration {
                duration = value
                durationFound = true
            }
            if !functionFound, let value = level.animationTimingFunction {
                timingFunction = value
                functionFound = true
            }
            if !groupFound, let group = level.completionGroup {
                completionGroup = group
                groupFound = true
            }
            index -= 1
        }
    }

    /// The continuation the animation joins (spec §2.5), entered once; nil when no block is waiting.
    @inline(__always)
    func enterCompletionGroup() -> TransactionCompletionGroup? {
        completionGroup?.enter()
        return completionGroup
    }
}
