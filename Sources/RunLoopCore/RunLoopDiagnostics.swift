// RunLoopDiagnostics: reports a user-caused problem to stderr once per distinct message,
// so bad input never traps and never floods the log (project rule: one clear message, then go on).

import Foundation

/// @unchecked: `reported` is read and changed only while holding `lock`.
final class RunLoopDiagnostics: @unchecked Sendable {
    /// The one instance is RunLoopGlobals's.
    private let lock = NSLock()
    private var reported: Set<String> = []

    /// Prints `message` to stderr the first time it is seen in this process.
    func reportOnce(_ message: String) {
        lock.lock()
        let isNew = reported.insert(message).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("RunLoopCore: \(message)\n".utf8))
    }
}
