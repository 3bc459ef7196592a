// Test support: one test of this test binary run again in a child process, so that a trap, a hang or a runaway
// allocation in what it exercises fails the parent's test instead of ending (or stalling) the whole run. The child
// gets a time limit (killed past it) and an address-space limit (`ulimit -v`), so memory that grows without bound
// fails its allocation instead of filling the machine.
import Foundation
import Testing

enum ChildTestProcess {
    struct Outcome {
        /// The child's exit status, or nil when it ran past its time limit and was killed.
        let status: Int32?
        let output: String
        /// Whether the child ran exactly one test and it passed.
        var passed: Bool { status == 0 && output.contains("with 1 test") && output.contains("passed") }
    }

    /// Runs the tests matching `filter` (a Swift Testing filter, e.g. "Suite/test") in a child with `environment`
    /// added, at most `seconds` long and with at most `memoryGiB` of address space (nil: no limit, for a case that
    /// must also run under a sanitizer, whose shadow memory reserves terabytes of address space).
    static func run(_ filter: String, environment: [String: String], seconds: Int = 120,
                    memoryGiB: Int? = 6) throws -> Outcome {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("child-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).log")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        let limit = memoryGiB.map { "ulimit -v \($0 * 1024 * 1024) && " } ?? ""
        child.arguments = ["-c", limit + "exec \"$0\" \"$@\"", executable,
                           "--testing-library", "swift-testing", "--filter", filter]
        child.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let handle = try FileHandle(forWritingTo: output)
        child.standardOutput = handle
        child.standardError = handle
        let exited = DispatchSemaphore(value: 0)
        child.terminationHandler = { _ in exited.signal() }
        try child.run()
        let finished = exited.wait(timeout: .now() + .seconds(seconds)) == .success
        if !finished {
            kill(child.processIdentifier, SIGKILL)
            exited.wait()
        }
        try handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return Outcome(status: finished ? child.terminationStatus : nil, output: text)
    }
}
