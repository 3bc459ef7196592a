// Bad-input reports of CADisplayLink (DECISIONS 12; spec §9): one stderr line per distinct problem, naming what
// was wrong and what to do; the link keeps its previous state and goes on. Self-contained so this folder
// builds on its own; same "CoreAnimation:" prefix as the engine's other loggers.
import Foundation

enum DisplayLinkDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported = Set<String>()

    /// Prints `message` to stderr the first time; repeats are silent.
    static func report(_ message: String) {
        lock.lock()
        let isNew = reported.insert(message).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("CoreAnimation: \(message)\n".utf8))
    }

    /// Whether a message containing `fragment` has been reported (for tests).
    static func hasReported(containing fragment: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains { $0.contains(fragment) }
    }
}
