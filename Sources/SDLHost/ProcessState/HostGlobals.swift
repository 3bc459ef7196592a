// Every piece of process-wide state the host keeps (docs/architecture.md "Process-wide state"), each behind a
// LockedState (a pthread mutex; LockedState.swift says why not Synchronization.Mutex)
// with the rule for who may change it beside it, and the one lock that serialises SDL's window and GL-context
// calls (windowLock).
import Foundation
import QuartzCore
import Synchronization

enum HostGlobals {
    /// Whether SDL's video subsystem has been started (SDL_Init is process-wide). Any thread; set once, by the
    /// first window.
    static let sdlVideoStarted = LockedState<Bool>(false)

    /// SDL's window and GL-context calls are not thread-safe (the offscreen driver shares one EGL display), so
    /// every window is created and destroyed under this lock; tests and tools may open windows from any thread.
    static let windowLock = NSRecursiveLock()

    /// The command-line tools' SIGINT/SIGTERM state (TerminationSignals). The tool name is set once at start-up
    /// on the main thread; the stop handler by the tool; partial files by any thread writing an output; the
    /// received signal by the one signal-waiting thread, which holds the lock to the process's end.
    static let termination = LockedState(TerminationState())

    struct TerminationState {
        var received: Int32 = 0
        var stopHandler: (@Sendable (Int32) -> Void)?
        var partialFiles: Set<String> = []
        var toolName = "tool"
    }
}
