// Every piece of process-wide state CoreGraphics keeps (docs/architecture.md "Process-wide state"), each behind a
// LockedState or an Atomic, with the rule for who may change it written beside it. Nothing else in CoreGraphics is
// a mutable global.
import Foundation
import Synchronization

package enum GraphicsGlobals {
    /// The last CGImage identifier handed out (the compositor's texture cache key). Any thread; only grows.
    static let lastImageIdentifier = Atomic<UInt64>(0)

    /// EngineDiagnostics' report-once memory and per-thread captures. Any thread.
    static let diagnostics = LockedState(DiagnosticsState())

    /// What EngineDiagnostics remembers.
    struct DiagnosticsState {
        /// Every message printed so far (each is printed once per process).
        var reported = Set<String>()
        /// Messages captured per thread (captures on concurrent test threads must not see each other's).
        var captured: [ObjectIdentifier: [String]] = [:]
        /// Threads reporting for another (a worker doing part of a commit for the committing thread): their
        /// messages are captured as that thread's.
        var reportingFor: [ObjectIdentifier: ObjectIdentifier] = [:]
    }
}
