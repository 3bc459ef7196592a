// One message per distinct problem on stderr (docs/architecture.md "Conventions": bad input is reported once, never trapped),
// through the engine's one report-once logger, so the process keeps one memory of what it has said.
import QuartzCore

/// Reports compositor input problems once each.
enum CompositorDiagnostics {
    /// Prints `message` to stderr the first time it is reported.
    static func reportOnce(_ message: String) {
        EngineDiagnostics.report(message, from: "Compositor")
    }
}
