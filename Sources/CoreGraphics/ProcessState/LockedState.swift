// A value behind a lock, for the process-wide state in EngineGlobals and HostGlobals (docs/architecture.md,
// process-wide state). It has Synchronization.Mutex's `withLock` shape but locks a pthread mutex (NSLock): on
// Linux, Mutex waits on raw futex system calls, which ThreadSanitizer cannot see, so CI's ThreadSanitizer run
// reported every Mutex-guarded access from two threads as a race. With a pthread mutex the sanitizer sees the
// lock's happens-before edges and reports only real races.
import Foundation

/// `Value`, read and changed only inside `withLock`.
/// @unchecked: every access to `value` holds `lock`.
package final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result)
        throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
