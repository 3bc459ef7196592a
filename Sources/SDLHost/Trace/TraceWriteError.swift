// Why a trace file could not be written; names the path and what to do (project rule: clear message, no trap).

/// The trace recorder could not write its file.
package struct TraceWriteError: Error, CustomStringConvertible, Sendable {
    package let path: String
    package let reason: String

    package var description: String {
        "Could not write the trace to \(path): \(reason). Check that the folder exists and is writable."
    }
}
