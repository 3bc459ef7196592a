// The outermost commit (spec §2.1 "Only the outermost commit publishes. Changes are published, layout and display
// run, and animations start only when the outermost level commits"; §2.2 "Inside the commit, layout runs before
// display"; §2.3; DECISIONS 6). Every commit path comes here — an explicit outermost commit(), flush(), the
// run-loop observer's implicit commit, a flush delayed by explicit levels — so every host (a window, a headless
// CARenderer, a test) gets the same steps, on the committing thread:
//   1. prepare: each changed hosted tree is laid out, then each layer marked for display is displayed once, while
//      the committing level is still in scope (its disableActions, animationDuration and completion block apply
//      to what layout and drawing change, as they do to the changes made before the commit);
//   2. the level goes out of scope and its completion continuation is released;
//   3. publish: each tree becomes a RenderTree handed to its render context.
// Callbacks run in step 1 may change layers: a tree they change joins this commit; a commit() or flush() they
// call without a begin() of their own is ignored (the commit in progress publishes their changes).
import Foundation

extension CATransaction {
    /// Commits the outermost level `level` of `stack`.
    static func commitOutermost(_ level: TransactionLevel, of stack: TransactionStack) {
        if stack.isPreparingCommit {
            EngineDiagnostics.report(
                "CATransaction.commit() was called inside a layout or draw callback of the commit in progress, with "
                    + "no begin() of its own; ignored: that commit publishes these changes. Pair each commit() with "
                    + "a begin() inside the callback.")
            return
        }
        stack.isPreparingCommit = true
        prepareChangedTrees(of: stack)
        stack.isPreparingCommit = false
        closeLevelsLeftOpenByCallbacks(in: stack)
        stack.levels.removeAll(keepingCapacity: true)
        level.completionGroup?.leave()
        level.completionGroup = nil
        stack.flushRequested = false
        publish(stack)
    }

    /// Lays out and displays every changed hosted tree; a tree a layout or draw callback changes joins the list
    /// and is prepared in turn.
    private static func prepareChangedTrees(of stack: TransactionStack) {
        var index = 0
        while index < stack.changedTrees.count {
            let tree = stack.changedTrees[index]
            index += 1
            guard let host = tree.host, host.hosting === tree else { continue }
            host.prepare(tree)
        }
    }

    /// Levels a layout or draw callback began and did not commit are closed with one message (their values go out
    /// of scope, their completion continuations are released); the changes made in them are committed now.
    private static func closeLevelsLeftOpenByCallbacks(in stack: TransactionStack) {
        guard stack.levels.count > 1 else { return }
        EngineDiagnostics.report(
            "CATransaction: a layout or draw callback of the commit left \(stack.levels.count - 1) transaction(s) "
                + "open (begin() without commit()); they are closed and their changes committed now. Pair each "
                + "begin() with a commit() inside the callback.")
        for open in stack.levels.dropFirst() {
            open.completionGroup?.leave()
            open.completionGroup = nil
        }
    }

    /// Publishes every hosted tree this thread changed: each becomes a RenderTree handed to its render context.
    static func publish(_ stack: TransactionStack) {
        guard !stack.changedTrees.isEmpty else { return }
        let trees = stack.changedTrees
        stack.changedTrees.removeAll(keepingCapacity: true)
        let time = CACurrentMediaTime()
        for tree in trees {
            guard let host = tree.host, host.hosting === tree else { continue }
            host.commit(tree, at: time)
        }
    }
}
