// The engine's one "report once" logger for bad input (DECISIONS 12): unknown keys and key paths,
// wrong value types, NaN, invalid tree operations. Each distinct message goes to stderr once; the caller
// then goes on with a safe value. Tests can capture messages with `capture(_:)`.
import Foundation

public enum EngineDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported = Set<String>()
    /// Messages captured per thread (captures on concurrent test threads must not see each other's).
    nonisolated(unsafe) private static var captured: [ObjectIdentifier: [String]] = [:]

    /// Reports `message` once per process: the first time it is printed (and captured), later repeats are silent.
    /// `component` names the part of the project that speaks (the line's prefix), e.g. "SDLHost".
    public static func report(_ message: String, from component: String = "CoreAnimation") {
        lock.lock()
        let isNew = reported.insert(message).inserted
        let thread = ObjectIdentifier(Thread.current)
        if isNew, captured[thread] != nil { captured[thread]?.append(message) }
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("\(component): \(message)\n".utf8))
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

    /// Runs `body` and returns the new messages it reported on the calling thread (messages reported
    /// earlier stay silent, so tests use distinct keys or layer names).
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let thread = ObjectIdentifier(Thread.current)
        lock.lock()
        let previous = captured[thread]
        captured[thread] = []
        lock.unlock()
        var result: [String] = []
        defer {
            lock.lock()
            result = captured[thread] ?? []
            captured[thread] = previous.map { $0 + result }
            lock.unlock()
        }
        try body()
        lock.lock()
        result = captured[thread] ?? []
        lock.unlock()
        return result
    }
}
