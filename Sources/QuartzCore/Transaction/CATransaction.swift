// CATransaction (API.md; spec §2.1–2.3, DECISIONS 6–8): a per-thread stack of levels. `begin()` pushes,
// `commit()` pops; only the outermost commit lays out, displays and publishes (every changed hosted tree becomes a
// RenderTree; CATransaction+Commit.swift).
// Changing a hosted tree with nothing open opens the implicit transaction, committed by the run-loop
// observer. `commit()` without `begin()` is a no-op reported once.
import Foundation

open class CATransaction {
    /// Begins a new transaction level on the calling thread (nests).
    open class func begin() {
        let stack = TransactionStack.current
        stack.levels.append(TransactionLevel(isImplicit: false))
        if stack.levels.count == TransactionStack.unclosedWarningDepth {
            EngineDiagnostics.report(
                "CATransaction.begin(): \(stack.levels.count) transactions are open on this thread and none has been "
                    + "committed; nothing reaches the screen until the outermost one commits. Pair each begin() "
                    + "with a commit().")
        }
    }

    /// Commits the innermost level. Its values go out of scope; its completion block's continuation is
    /// released; when it was the outermost level, every changed hosted tree is laid out and displayed while the
    /// level is still in scope, then published (CATransaction+Commit.swift).
    open class func commit() {
        let stack = TransactionStack.current
        guard let level = stack.levels.last else {
            EngineDiagnostics.report(
                "CATransaction.commit() was called with no transaction open (no matching begin()); "
                    + "nothing was committed. Pair each commit() with a begin().")
            return
        }
        if stack.levels.count == 1 {
            commitOutermost(level, of: stack)
            return
        }
        stack.levels.removeLast()
        level.completionGroup?.leave()
        level.completionGroup = nil
        if stack.flushRequested, stack.levels.count == 1, stack.hasImplicit {
            // flush() was delayed by the explicit levels that just closed (spec §2.3).
            stack.flushRequested = false
            commit()
        }
    }

    /// Commits the implicit transaction now, or when the open explicit levels close (spec §2.3). Inside a layout
    /// or draw callback of the commit in progress it does nothing: that commit publishes the changes.
    open class func flush() {
        let stack = TransactionStack.current
        if stack.levels.isEmpty || stack.isPreparingCommit { return }
        if stack.levels.count == 1, stack.hasImplicit {
            commit()
        } else if stack.hasImplicit {
            stack.flushRequested = true
        }
    }

    /// Takes the global recursive transaction lock (spec §2.3).
    open class func lock() {
        EngineGlobals.transactionLock.lock()
        TransactionStack.current.lockDepth += 1
    }

    /// Releases the global transaction lock; without a matching lock() on this thread, says so and does nothing
    /// (unlocking a lock this thread does not hold is undefined behaviour).
    open class func unlock() {
        let stack = TransactionStack.current
        guard stack.lockDepth > 0 else {
            EngineDiagnostics.report(
                "CATransaction.unlock() was called without a matching lock() on this thread; ignored. "
                    + "Pair each unlock() with an earlier lock() on the same thread.")
            return
        }
        stack.lockDepth -= 1
        EngineGlobals.transactionLock.unlock()
    }

    // MARK: Transaction properties (spec §2.4): overridable forwarders to CATransaction+Properties.swift

    /// The duration given to animations added without one; 0.25 s by default.
    open class func animationDuration() -> CFTimeInterval { scopedAnimationDuration() }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { setScopedAnimationDuration(dur) }
    /// The timing function written into every added animation; nil by default.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { scopedAnimationTimingFunction() }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setScopedAnimationTimingFunction(function)
    }
    /// Whether property changes skip the action search; false by default.
    open class func disableActions() -> Bool { scopedDisableActions() }
    open class func setDisableActions(_ flag: Bool) { setScopedDisableActions(flag) }
    /// The block set in the innermost scope that set one.
    open class func completionBlock() -> (() -> Void)? { scopedCompletionBlock() }
    /// Adds a block run once every animation added after this call has stopped (DECISIONS 7).
    open class func setCompletionBlock(_ block: (() -> Void)?) { setScopedCompletionBlock(block) }
    /// The value for `key` in the innermost scope that set it.
    open class func value(forKey key: String) -> Any? { scopedValue(forKey: key) }
    /// Sets `key` in the innermost scope.
    open class func setValue(_ anObject: Any?, forKey key: String) { setScopedValue(anObject, forKey: key) }

    // MARK: Engine seams

    /// Called by the first change to a hosted tree since its last commit: the tree joins this thread's
    /// transaction (the implicit one when none is open) and is snapshotted by its outermost commit.
    static func enqueueChangedTree(_ tree: LayerTreeHosting) {
        let stack = TransactionStack.current
        if stack.levels.isEmpty { openImplicitTransaction(on: stack) }
        stack.changedTrees.append(tree)
    }

    static func openImplicitTransaction(on stack: TransactionStack) {
        stack.levels.append(TransactionLevel(isImplicit: true))
        registerImplicitCommitObserverIfNeeded(on: stack)
    }

    /// The innermost level, opening the implicit transaction when nothing is open (setting a transaction
    /// property outside begin/commit uses the implicit transaction, spec §2.4).
    static func currentLevelOpeningImplicit() -> TransactionLevel {
        let stack = TransactionStack.current
        if let level = stack.current { return level }
        openImplicitTransaction(on: stack)
        return stack.levels[0]
    }
}
