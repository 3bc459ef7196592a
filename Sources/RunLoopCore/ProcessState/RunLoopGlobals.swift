// Every piece of process-wide state RunLoopCore keeps (docs/architecture.md "Process-wide state"): each object
// holds its own lock, with the rule for who may change it beside it. Nothing else in RunLoopCore is a global.
import Foundation

enum RunLoopGlobals {
    /// Which loop is the main one (EventRunLoop.main, markCurrentAsMain). Any thread reads it; it is chosen once,
    /// by the process's first thread or by markCurrentAsMain(), under the registry's lock (EventRunLoop+Threads).
    static let mainRunLoop = MainRunLoopRegistry()

    /// The run-loop warnings already said (bad input is reported once per distinct message). Any thread.
    static let diagnostics = RunLoopDiagnostics()
}
