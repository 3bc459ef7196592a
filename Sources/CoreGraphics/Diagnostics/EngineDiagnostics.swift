// The engine's one "report once" logger for bad input (DECISIONS 12): unknown keys and key paths,
// wrong value types, NaN, invalid tree operations. Each distinct message goes to stderr once; the caller
// then goes on with a safe value. Tests can capture messages with `capture(_:)`.
import Foundation

package enum EngineDiagnostics {
    /// Reports `message` once per process: the first time it is printed (and captured), later repeats are silent.
    /// `component` names the part of the project that speaks (the line's prefix), e.g. "SDLHost".
    package static func report(_ message: String, from component: String = "QuartzCore") {
        let current = ObjectIdentifier(Thread.current)
        let isNew = GraphicsGlobals.diagnostics.withLock { state in
            let thread = state.reportingFor[current] ?? current
            let isNew = state.reported.insert(message).inserted
            if isNew, state.captured[thread] != nil { state.captured[thread]?.append(message) }
            return isNew
        }
        guard isNew else { return }
        FileHandle.standardError.write(Data("\(component): \(message)\n".utf8))
    }

    /// Runs `body` with the calling thread's reports captured as `owner`'s (a worker doing part of the committing
    /// thread's work: a test that captures around the commit sees what the workers reported).
    package static func reporting<Result>(onBehalfOf owner: ObjectIdentifier, _ body: () -> Result) -> Result {
        let current = ObjectIdentifier(Thread.current)
        guard current != owner else { return body() }
        GraphicsGlobals.diagnostics.withLock { $0.reportingFor[current] = owner }
        defer { GraphicsGlobals.diagnostics.withLock { _ = $0.reportingFor.removeValue(forKey: current) } }
        return body()
    }

    /// Whether `message` has been reported already.
    package static func hasReported(_ message: String) -> Bool {
        GraphicsGlobals.diagnostics.withLock { $0.reported.contains(message) }
    }

    /// Whether any message reported so far contains `fragment` (lets tests check a message without its exact text).
    package static func hasReported(containing fragment: String) -> Bool {
        GraphicsGlobals.diagnostics.withLock { $0.reported.contains { $0.contains(fragment) } }
    }

    /// Runs `body` and returns the new messages it reported on the calling thread (messages reported
    /// earlier stay silent, so tests use distinct keys or layer names).
    package static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let thread = ObjectIdentifier(Thread.current)
        let previous = GraphicsGlobals.diagnostics.withLock { state in
            let previous = state.captured[thread]
            state.captured[thread] = []
            return previous
        }
        var result: [String] = []
        defer {
            GraphicsGlobals.diagnostics.withLock { state in
                result = state.captured[thread] ?? []
                state.captured[thread] = previous.map { $0 + result }
            }
        }
        try body()
        result = GraphicsGlobals.diagnostics.withLock { $0.captured[thread] ?? [] }
        return result
    }
}
