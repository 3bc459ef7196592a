// One-time diagnostics for bad input to the Foundation-level stand-ins and timing functions:
// each distinct problem is printed to stderr once, then the caller goes on with a safe value
// (project rule: never trap on what a user can cause).
import Foundation

enum FoundationDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported = Set<String>()

    /// Prints `message` to stderr the first time it is reported; later repeats are silent.
    static func report(_ message: String) {
        lock.lock()
        let isNew = reported.insert(message).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("CoreAnimation: \(message)\n".utf8))
    }

    /// Whether `message` has been reported already (lets tests check that a message was given).
    static func hasReported(_ message: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains(message)
    }
}
