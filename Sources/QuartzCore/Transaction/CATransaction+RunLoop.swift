// The implicit transaction's automatic commit (spec §2.2, DECISIONS 8): the first time a thread opens an
// implicit transaction, an observer is registered on its EventRunLoop for before-waiting | exit, order
// 2,000,000, repeating, in the common modes; its callout commits only the implicit transaction.
import Foundation
import RunLoopCore

extension CATransaction {
    /// The observer's order, as Core Animation's (UIKit's handlers sit at 1,999,000 and 2,001,000).
    package static let implicitCommitObserverOrder = 2_000_000

    /// Registers the commit observer on the calling thread's run loop, once per thread.
    static func registerImplicitCommitObserverIfNeeded(on stack: TransactionStack) {
        guard stack.observer == nil else { return }
        let loop = EventRunLoop.current
        let observer = RunLoopObserver(activities: [.beforeWaiting, .exit], repeats: true,
                                       order: implicitCommitObserverOrder) { _, _ in
            CATransaction.commitImplicitTransaction()
        }
        loop.add(observer, forMode: .common)
        stack.observer = observer
    }

    /// The observer's callout: commits the calling thread's implicit transaction, or, when explicit levels
    /// are still open above it (a nested run loop), commits it as soon as they close. A run loop nested in a
    /// layout or draw callback of the commit in progress commits nothing: that commit publishes the changes.
    static func commitImplicitTransaction() {
        guard let stack = TransactionStack.existing, stack.hasImplicit, !stack.isPreparingCommit else { return }
        if stack.levels.count == 1 {
            commit()
        } else {
            stack.flushRequested = true
        }
    }

    /// The commit observer registered for the calling thread, if any (for inspection and tests).
    package static var implicitCommitObserver: RunLoopObserver? { TransactionStack.existing?.observer }
}
