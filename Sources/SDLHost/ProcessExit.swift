// Ending a process that used OpenGL: Mesa's EGL/DRI teardown runs from atexit handlers and library destructors
// while llvmpipe's rasteriser threads may still be winding down, and now and then calls into a driver library
// that has already been unloaded (a crash after all output was written, seen about once in 30 framebench runs).
// The tools therefore flush their output and leave with _exit, which skips that teardown; the kernel reclaims
// everything the driver held.
import Foundation

package enum ProcessExit {
    /// Runs a command-line tool's `body` and ends the process: 0 when it returns; when it throws, `describe`
    /// gives the exit code and the message for the error (printed to stdout for code 0, e.g. --help, else stderr).
    package static func run(_ body: () throws -> Void,
                           describe: (any Error) -> (code: Int32, message: String)) -> Never {
        // SIGINT and SIGTERM end the tool within a second, outputs finished or removed (TerminationSignals).
        TerminationSignals.install(tool: URL(fileURLWithPath: CommandLine.arguments.first ?? "tool").lastPathComponent)
        do {
            try body()
            let signal = TerminationSignals.receivedSignal
            now(signal == 0 ? 0 : 128 + signal)   // stopped early by a signal: the shell's exit status for it
        } catch {
            let (code, message) = describe(error)
            if !message.isEmpty {
                if code == 0 { print(message) } else { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            }
            now(code)
        }
    }

    /// Prints `line` to stdout and flushes it at once, so a line said while the tool runs is out even when stdout
    /// is a pipe or a file (fully buffered) and a signal ends the process later.
    package static func say(_ line: String) {
        print(line)
        fflush(nil)
    }

    /// Flushes stdout and stderr, then ends the process with `code` without running exit-time destructors.
    package static func now(_ code: Int32) -> Never {
        fflush(nil)   // every open output stream
        _exit(code)
    }
}
