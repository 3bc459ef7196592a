// Trying a scene file's code before the playground runs it (docs/architecture.md "Scene files: what a trap
// does"): a Swift trap (a failed precondition, an index out of range, a force-unwrapped nil) cannot be caught
// inside a process, so the code runs first in a forked copy of the playground. The copy shares nothing after the
// fork: what it builds or changes dies with it; its stderr (Swift's "file:line: Fatal error: …") comes back
// through a pipe, and a trap ends it with a signal that says "trapped". Only when it returned normally does the
// playground run the same code itself.
//
// A forked copy has only the calling thread. If another thread (the render thread) held a lock the trial needs at
// the moment of the fork, the copy would wait forever: after `timeout` it is killed and the verdict is
// `undecided`, and the caller runs the code anyway.
import Foundation

enum SceneTrial {
    enum Verdict: Equatable {
        case passed
        /// The code trapped or crashed: Swift's message (or the signal) in one line.
        case trapped(String)
        /// The copy did not finish in time (see the file's header); nothing is known.
        case undecided
    }

    /// Runs `body` in a forked copy of this process and says how it ended.
    static func run(timeout: Double, _ body: () -> Void) -> Verdict {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .undecided }
        fflush(nil)   // nothing buffered is written twice
        let child = fork()
        if child == 0 {
            close(ends[0])
            dup2(ends[1], STDERR_FILENO)
            dup2(ends[1], STDOUT_FILENO)
            // A trap ends the copy at once with a status that names the signal (no backtrace, no core).
            for trap in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
                signal(trap) { number in _exit(100 + number) }
            }
            body()
            _exit(0)
        }
        close(ends[1])
        guard child > 0 else {
            close(ends[0])
            return .undecided
        }
        defer { close(ends[0]) }
        var output = Data()
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        var descriptor = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if poll(&descriptor, 1, 20) > 0 {
                let count = read(ends[0], &buffer, buffer.count)
                if count > 0 { output.append(contentsOf: buffer[0..<count]) }
            }
            let ended = waitpid(child, &status, WNOHANG)
            if ended == child { break }
            if Date() > deadline {
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
                return .undecided
            }
        }
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        if exited && code == 0 { return .passed }
        let text = String(decoding: output, as: UTF8.self)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("Precondition failed")
            || $0.contains("Assertion failed") }) {
            return .trapped(fatal)
        }
        if exited && code < 100 { return .trapped(lines.last ?? "it exited with status \(code)") }
        let number = exited ? code - 100 : status & 0x7f
        let signalName = String(cString: strsignal(number))
        return .trapped(lines.last.map { "\($0) (\(signalName))" } ?? "it crashed (\(signalName))")
    }
}
