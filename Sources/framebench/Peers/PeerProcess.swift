// Runs a peer engine (Qt's `qml`, Chromium) as a child process under Xvfb and collects everything it prints. A peer
// either quits by itself (Qt calls Qt.quit()) or, like a browser, keeps running after its page is done: then
// `isDone` recognises the end in its output and `stop` is called to end it; either way it is stopped once the
// run has lasted well past the time it should take.
import Foundation

enum PeerProcess {
    /// Seconds past the expected run time (start-up of a few thousand items takes seconds) before giving up.
    static let graceSeconds = 60.0

    static func run(executable: String, arguments: [String], environment: [String: String], expectedSeconds: Double,
                    isDone: ((String) -> Bool)? = nil, stop: (() -> Void)? = nil) throws(BenchmarkError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let collector = OutputCollector()
        pipe.fileHandleForReading.readabilityHandler = { handle in collector.append(handle.availableData) }
        do { try process.run() } catch {
            throw .peerFailed("Could not start \(executable): \(error.localizedDescription)")
        }
        let limit = monotonicSeconds() + expectedSeconds + graceSeconds
        var stopped = false
        while process.isRunning && monotonicSeconds() < limit {
            Thread.sleep(forTimeInterval: 0.05)
            if !stopped, let isDone, isDone(collector.text) {
                stop?()
                stopped = true
            }
        }
        if process.isRunning {
            stop?()
            process.terminate()
            process.waitUntilExit()
            throw .peerFailed("The peer did not finish within \(Int(expectedSeconds + graceSeconds)) s; it was stopped.")
        }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        collector.append(pipe.fileHandleForReading.readDataToEndOfFile())
        let output = collector.text
        if process.terminationStatus != 0 && !stopped {
            let tail = output.split(separator: "\n").suffix(5).joined(separator: "\n")
            throw .peerFailed("The peer exited with status \(process.terminationStatus):\n\(tail)")
        }
        return output
    }

    /// The first executable called `name` on PATH or among `extra`.
    static func find(_ name: String, extra: [String] = []) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/\(name)" } + extra
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The environment a peer runs in: ours, with a runtime folder, and without a forced Qt platform.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = environment["XDG_RUNTIME_DIR"] ?? NSTemporaryDirectory()
        environment.removeValue(forKey: "QT_QPA_PLATFORM")
        return environment
    }

    /// The line that installs every peer (see .ci/install-peers).
    static let installCommand = "bash .ci/install-peers"

    /// The error for a peer's missing `tools`, naming the command that installs them.
    static func missing(_ tools: String) -> BenchmarkError {
        .peerMissing("\(tools) is missing. Install them with:\n  \(installCommand) (from the repository's root)")
    }

    /// xvfb-run's arguments before the command: a free display number and one screen of the scene's size.
    static func xvfbArguments(width: Int, height: Int) -> [String] {
        ["-a", "-s", "-screen 0 \(width)x\(height)x24"]
    }
}
