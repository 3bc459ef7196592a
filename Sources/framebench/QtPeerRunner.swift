// Runs a QML scene with Qt Quick 6's `qml` tool under Xvfb (xvfb-run), so Qt draws with OpenGL on the same Mesa
// llvmpipe the engine uses (QT_QPA_PLATFORM=offscreen would switch Qt Quick to its software backend: not
// comparable). QSG_RENDER_TIMING and QSG_INFO make Qt log its frame times and renderer.
import Foundation

enum QtPeerRunner {
    static let installLine =
        "apt-get install -y xvfb qml-qt6 qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtqml-workerscript"

    /// The path of `qml` (Qt 6) and `xvfb-run`, or the install line to run.
    static func tools() throws(BenchmarkError) -> (qml: String, xvfbRun: String) {
        let qml = find("qml", extra: ["/usr/lib/qt6/bin/qml"])
        let xvfb = find("xvfb-run", extra: [])
        guard let qml, let xvfb, FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/qt6/qml/QtQuick/Window")
            || FileManager.default.fileExists(atPath: "/usr/lib/aarch64-linux-gnu/qt6/qml/QtQuick/Window") else {
            throw .peerMissing("Qt Quick 6 (the `qml` tool, its QtQuick modules) or Xvfb is missing. Install them with:\n  "
                + installLine)
        }
        return (qml, xvfb)
    }

    /// Writes `source` to a temporary file, runs it, and returns everything Qt printed.
    static func run(qml source: String, expectedSeconds: Double, width: Int, height: Int) throws(BenchmarkError)
        -> String {
        let (qml, xvfbRun) = try tools()
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("framebench-\(ProcessInfo.processInfo.processIdentifier).qml")
        do { try source.write(to: file, atomically: true, encoding: .utf8) } catch {
            throw .peerFailed("Could not write the QML scene to \(file.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfbRun)
        process.arguments = ["-a", "-s", "-screen 0 \(width)x\(height)x24", qml, file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["QSG_RENDER_TIMING"] = "1"
        environment["QSG_INFO"] = "1"
        environment["XDG_RUNTIME_DIR"] = environment["XDG_RUNTIME_DIR"] ?? NSTemporaryDirectory()
        environment.removeValue(forKey: "QT_QPA_PLATFORM")
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let collector = OutputCollector()
        pipe.fileHandleForReading.readabilityHandler = { handle in collector.append(handle.availableData) }
        do { try process.run() } catch {
            throw .peerFailed("Could not start \(xvfbRun) \(qml): \(error.localizedDescription)")
        }
        // Startup of a few thousand items takes seconds; give up well after the scene should have quit.
        let limit = monotonicSeconds() + expectedSeconds + 60
        while process.isRunning && monotonicSeconds() < limit { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw .peerFailed("Qt did not finish within \(Int(expectedSeconds + 60)) s; it was stopped.")
        }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        collector.append(pipe.fileHandleForReading.readDataToEndOfFile())
        let output = collector.text
        if process.terminationStatus != 0 {
            let tail = output.split(separator: "\n").suffix(5).joined(separator: "\n")
            throw .peerFailed("Qt exited with status \(process.terminationStatus):\n\(tail)")
        }
        return output
    }

    private static func find(_ name: String, extra: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/\(name)" } + extra
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
