// The per-thread transaction stack (spec §2.1): the implicit transaction, when open, is the bottom level.
// Stored in thread-specific data (pthread key), so reading `disableActions()` on the property-set hot path
// costs one pthread_getspecific and no dictionary lookup.
import Foundation
import RunLoopCore

/// The transaction levels of one thread.
final class TransactionStack {
    /// Unchecked exclusivity: a stack belongs to one thread (thread-specific data) and no access to `levels`
    /// spans a call back into user code, so accesses cannot overlap; every property set reads it.
    @exclusivity(unchecked) var levels: [TransactionLevel] = []
    /// `flush()` was called while explicit levels were open: commit the implicit one when they close.
    var flushRequested = false
    /// True while the outermost commit lays out and displays the changed trees (their callbacks run then).
    var isPreparingCommit = false
    /// Hosted trees changed since this thread's last outermost commit.
    var changedTrees: [LayerTreeHosting] = []
    /// The run-loop observer that commits this thread's implicit transaction (registered once).
    var observer: RunLoopObserver?
    /// How many times this thread holds CATransaction.lock() (an unlock() beyond them is refused).
    var lockDepth = 0
    /// Open levels at which begin() says that commits are missing (real code nests a handful).
    static let unclosedWarningDepth = 100

    /// The innermost level, or nil when no transaction is open.
    var current: TransactionLevel? { levels.last }

    /// Whether the bottom level is the implicit transaction.
    var hasImplicit: Bool { levels.first?.isImplicit ?? false }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<TransactionStack>.fromOpaque(pointer).release()
        }
        if status != 0 {
            EngineDiagnostics.report(
                "CATransaction: pthread_key_create failed (\(status)); transactions cannot be kept per thread.")
        }
        return key
    }()

    /// The calling thread's stack, made on first use.
    static var current: TransactionStack {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = TransactionStack()
        _ = pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// The calling thread's stack if it has one (readers do not create it).
    static var existing: TransactionStack? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue()
    }
}
