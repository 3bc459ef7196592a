// Writing the Chrome trace to disk (open the file in chrome://tracing or ui.perfetto.dev).
import Foundation

extension ChromeTraceRecorder {
    /// Writes the trace JSON to `path` atomically.
    package func write(to path: String) throws(TraceWriteError) {
        let data = Data(traceJSON().utf8)
        do {
            try OutputFile.write(data, to: path)   // complete or absent, even when a signal ends the process
        } catch {
            throw TraceWriteError(path: path, reason: error.reason)
        }
    }
}
