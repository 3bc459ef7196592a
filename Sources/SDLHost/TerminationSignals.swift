// SIGINT and SIGTERM for the command-line tools (DECISIONS 12): both end
// the process within a second, and whatever it was writing is either finished or not there at all. The signals
// are blocked in every thread and taken by one waiting thread (sigwait), so no code runs in signal context. A tool
// that can stop cleanly (the interactive playground: stop the run loop, then write its trace) sets a stop handler
// and gets `gracePeriod` to leave; otherwise, or after the grace period, or on a second signal, the process ends
// at once: the unfinished outputs (OutputFile's temporary files) are removed first.
import Foundation

package enum TerminationSignals {
    /// How long a stop handler has to end the process after the first signal. Ending by force after it takes up to
    /// 0.3 s more (the kernel tearing down the GL driver's threads and memory: 0.26 s measured for the stress scene
    /// under Xvfb), so the whole stays within the second the tools promise.
    package static let gracePeriod: Double = 0.6


    /// Blocks SIGINT and SIGTERM and starts the thread that waits for them. Call first in `main`, before any
    /// other thread starts: threads inherit the blocked set, so the signals reach only the waiting thread.
    package static func install(tool: String) {
        HostGlobals.termination.withLock { $0.toolName = tool }
        var signals = watchedSignals()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let waiter = Thread { waitForSignals() }
        waiter.name = "signals"
        waiter.start()
    }

    /// The signal that asked the process to end, or 0.
    package static var receivedSignal: Int32 {
        HostGlobals.termination.withLock { $0.received }
    }

    /// Called on the signal thread at the first signal; it should make the tool finish and leave (through
    /// `ProcessExit`) within `gracePeriod`. Nil (the default): the process ends at once.
    package static func setStopHandler(_ handler: (@Sendable (Int32) -> Void)?) {
        HostGlobals.termination.withLock { $0.stopHandler = handler }
    }

    /// A file being written that a signal must not leave behind (removed if the process ends before it is done).
    static func registerPartial(_ path: String) {
        HostGlobals.termination.withLock { _ = $0.partialFiles.insert(path) }
    }

    /// Runs `body` (a rename that finishes an output, or the removal of an abandoned one) and forgets `path`,
    /// under the lock a signal's ending takes: a file is either renamed into place or removed, never half there.
    static func finishPartial(_ path: String, _ body: () -> Void) {
        HostGlobals.termination.withLock { state in
            body()
            state.partialFiles.remove(path)
        }
    }

    /// "SIGINT", "SIGTERM" or the number.
    package static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(signal)"
        }
    }

    private static func watchedSignals() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        return signals
    }

    private static func waitForSignals() {
        var signals = watchedSignals()
        var signal: Int32 = 0
        guard sigwait(&signals, &signal) == 0 else { return }
        let (handler, tool) = HostGlobals.termination.withLock { state in
            state.received = signal
            return (state.stopHandler, state.toolName)
        }
        guard let handler else { end(signal) }
        FileHandle.standardError.write(Data(
            "\(tool): \(name(of: signal)): finishing what is being written and stopping (a second signal stops at once).\n".utf8))
        handler(signal)
        // The handler's tool leaves through ProcessExit; if it has not within the grace period, or a second
        // signal comes, end here.
        var timeout = timespec(tv_sec: 0, tv_nsec: Int(gracePeriod * 1e9))
        _ = sigtimedwait(&signals, nil, &timeout)
        end(signal)
    }

    /// Removes unfinished outputs and ends the process with 128 + signal, the shell's convention.
    private static func end(_ signal: Int32) -> Never {
        // The lock is held to the end: no output is renamed into place after its removal.
        HostGlobals.termination.withLock { state -> Never in
            for path in state.partialFiles { unlink(path) }
            let message = "\(state.toolName): stopped by \(name(of: signal)); "
                + (state.partialFiles.isEmpty ? "no output was left half-written.\n"
                    : "unfinished outputs were removed.\n")
            FileHandle.standardError.write(Data(message.utf8))
            ProcessExit.now(128 + signal)
        }
    }
}
