// The engine's one "report once" logger for bad input (DECISIONS 12): unknown keys and key paths,
// wrong value types, NaN, invalid tree operations. Each distinct message goes to stderr once; the caller
// then goes on with a safe value. Tests can capture messages with `capture(_:)`.
import Foundation

public enum EngineDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported = Set<String>()
    nonisolated(unsafe) private static var captured: [String]?

    /// Reports `message` once per process: the first time it is printed (and captured), later repeats are silent.
    public static func report(_ message: String) {
        lock.lock()
        let isNew = reported.insert(message).inserted
        if isNew { captured?.append(message) }
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("CoreAnimation: \(message)\n".utf8))
    }

    /// Whether `message` has been reported already.
    public static func hasReported(_ message: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains(message)
    }

    /// Whether any message reported so far contains `fragment` (lets tests check a message without its exact text).
    public static func hasReported(containing fragment: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains { $0.contains(fragment) }
    }

    /// Runs `body` and returns the new messages it reported (messages reported earlier stay silent,
    /// so tests use distinct keys). Captures are process-wide: concurrent tests may see each other's messages,
    /// so assert with `contains`, not equality.
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        lock.lock()
        let previous = captured
        captured = []
        lock.unlock()
        defer {
            lock.lock()
            captured = previous.map { $0 + (captured ?? []) }
            lock.unlock()
        }
        try body()
        lock.lock()
        let result = captured ?? []
        lock.unlock()
        return result
    }
}
