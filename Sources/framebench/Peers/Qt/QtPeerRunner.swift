// Runs a QML scene with Qt Quick 6's `qml` tool under Xvfb (xvfb-run), so Qt draws with OpenGL on the same Mesa
// llvmpipe the engine uses (QT_QPA_PLATFORM=offscreen would switch Qt Quick to its software backend: not
// comparable). QSG_RENDER_TIMING and QSG_INFO make Qt log its frame times and renderer.
import Foundation

enum QtPeerRunner {
    /// The QML modules the peer scenes import, as .ci/install-peers checks them.
    static let modules = ["QtQuick/Window", "QtQuick/Shapes", "QtQuick/Particles", "QtQml/WorkerScript"]

    /// The path of `qml` (Qt 6) and `xvfb-run`, or the install line to run.
    static func tools() throws(BenchmarkError) -> (qml: String, xvfbRun: String) {
        let qml = PeerProcess.find("qml", extra: ["/usr/lib/qt6/bin/qml"])
        let xvfb = PeerProcess.find("xvfb-run")
        let folders = ["/usr/lib/x86_64-linux-gnu/qt6/qml", "/usr/lib/aarch64-linux-gnu/qt6/qml"]
        let modulesInstalled = folders.contains { folder in
            modules.allSatisfy { FileManager.default.fileExists(atPath: "\(folder)/\($0)") }
        }
        guard let qml, let xvfb, modulesInstalled else {
            throw PeerProcess.missing("Qt Quick 6 (the `qml` tool, its QtQuick modules) or Xvfb")
        }
        return (qml, xvfb)
    }

    /// Writes the scene's QML for `schedule` and its images to a scratch folder, runs it, and returns everything
    /// Qt printed.
    static func run(_ scene: QtScene, schedule: [RampStep]) throws(BenchmarkError) -> String {
        let (qml, xvfbRun) = try tools()
        let folder = try PeerScratchFolder(peer: "qt", sceneFileName: "scene.qml", scene: scene.qml(schedule),
                                           images: scene.images)
        defer { folder.remove() }
        var environment = PeerProcess.environment
        environment["QSG_RENDER_TIMING"] = "1"
        environment["QSG_INFO"] = "1"
        return try PeerProcess.run(executable: xvfbRun,
                                   arguments: PeerProcess.xvfbArguments(width: scene.width, height: scene.height)
                                       + [qml, folder.sceneFile.path],
                                   environment: environment, expectedSeconds: RampStep.seconds(schedule))
    }
}
