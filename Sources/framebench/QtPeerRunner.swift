// Runs a QML scene with Qt Quick 6's `qml` tool under Xvfb (xvfb-run), so Qt draws with OpenGL on the same Mesa
// llvmpipe the engine uses (QT_QPA_PLATFORM=offscreen would switch Qt Quick to its software backend: not
// comparable). QSG_RENDER_TIMING and QSG_INFO make Qt log its frame times and renderer.
import Foundation
import SDLHost

enum QtPeerRunner {
    /// The path of `qml` (Qt 6) and `xvfb-run`, or the install line to run.
    static func tools() throws(BenchmarkError) -> (qml: String, xvfbRun: String) {
        let qml = PeerProcess.find("qml", extra: ["/usr/lib/qt6/bin/qml"])
        let xvfb = PeerProcess.find("xvfb-run")
        guard let qml, let xvfb, FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/qt6/qml/QtQuick/Window")
            || FileManager.default.fileExists(atPath: "/usr/lib/aarch64-linux-gnu/qt6/qml/QtQuick/Window") else {
            throw .peerMissing("Qt Quick 6 (the `qml` tool, its QtQuick modules) or Xvfb is missing. Install them with:\n  "
                + PeerProcess.installCommand + " (from the repository's root)")
        }
        return (qml, xvfb)
    }

    /// Writes the scene's QML for `schedule` and its images to a temporary folder, runs it, and returns everything
    /// Qt printed.
    static func run(_ scene: QtScene, schedule: [RampStep]) throws(BenchmarkError) -> String {
        let (qml, xvfbRun) = try tools()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("framebench-qt-\(ProcessInfo.processInfo.processIdentifier)")
        let file = folder.appendingPathComponent("scene.qml")
        do {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try scene.qml(schedule).write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw .peerFailed("Could not write the QML scene to \(file.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        for image in scene.images {
            let path = folder.appendingPathComponent(image.name).path
            do { try PNGWriter.write(rgba: image.rgba, width: image.width, height: image.height, to: path) } catch {
                throw .peerFailed("Could not write the scene's image \(path): \(error.description)")
            }
        }
        var environment = PeerProcess.environment
        environment["QSG_RENDER_TIMING"] = "1"
        environment["QSG_INFO"] = "1"
        return try PeerProcess.run(executable: xvfbRun,
                                   arguments: ["-a", "-s", "-screen 0 \(scene.width)x\(scene.height)x24", qml, file.path],
                                   environment: environment, expectedSeconds: RampStep.seconds(schedule))
    }
}
