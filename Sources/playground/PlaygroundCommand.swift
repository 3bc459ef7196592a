// playground: the desktop demo gallery. Opens a window (or renders offscreen when there is no display) and shows
// scenes built from the seed documents. With --screenshot, time runs on a manual clock at 60 frames per second
// from the scene's start, so the same command gives the same image on every run.
import ArgumentParser
import Foundation
import PlaygroundScenes
import SDLHost

@main
struct PlaygroundCommand: ParsableCommand {
    /// Runs the command, then leaves through ProcessExit so the GL driver's exit-time teardown cannot crash the
    /// process after its work is done (see ProcessExit).
    static func main() {
        ProcessExit.run({
            var command = try parseAsRoot()
            try command.run()
        }, describe: { error in (exitCode(for: error).rawValue, fullMessage(for: error)) })
    }

    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A real-time playground for the Core Animation engine.",
        discussion: """
            Without a display (no DISPLAY or WAYLAND_DISPLAY) or with --headless, the playground renders offscreen \
            and writes a screenshot instead of opening a window.
            """)

    @Option(help: "The scene to show (see --list).")
    var scene: String = SceneCatalog.all[0].name

    @Flag(help: "List the scenes and exit.")
    var list = false

    @Flag(help: "Render offscreen with SDL's offscreen driver instead of opening a window.")
    var headless = false

    @Option(help: "Window size in points, as WIDTHxHEIGHT.")
    var size: WindowSize = WindowSize(width: 800, height: 600)

    @Option(help: "Write a PNG of the frame at --at seconds to this file (renders offscreen on a manual clock).")
    var screenshot: String?

    @Option(help: "Scene time of the screenshot, in seconds.")
    var at: Double = 0

    @Option(name: .customLong("click"), help: "Inject a click at X,Y at scene time SECONDS (X,Y@SECONDS); repeatable.")
    var clicks: [ScriptedClick] = []

    @Option(help: "Write a Chrome/Perfetto trace of the run loop, commits and frames to this file on exit.")
    var trace: String?

    @Option(help: "Run animations slower by this factor (e.g. 0.1), as the F3 key does.")
    var slow: Float?

    @Option(help: "Number of layers in the stress scene.")
    var layers: Int = StressScene.defaultLayerCount

    func validate() throws {
        guard list || SceneCatalog.scene(named: scene) != nil else {
            throw ValidationError("There is no scene named '\(scene)'. Scenes: "
                + SceneCatalog.all.map { $0.name }.joined(separator: ", ") + ".")
        }
        guard at.isFinite, at >= 0, at <= 3600 else {
            throw ValidationError("--at must be a number of seconds between 0 and 3600 (got \(at)).")
        }
        if let slow, !(slow.isFinite && slow > 0 && slow <= 10) {
            throw ValidationError("--slow must be a factor above 0 and at most 10, e.g. 0.1 (got \(slow)).")
        }
        guard (1...100_000).contains(layers) else {
            throw ValidationError("--layers must be between 1 and 100000 (got \(layers)).")
        }
    }

    func run() throws {
        if list {
            for type in SceneCatalog.all {
                print("\(type.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(type.summary)")
            }
            return
        }
        guard let sceneType = SceneCatalog.scene(named: scene) else { return }
        do {
            try show(sceneType)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Opens the window (or offscreen surface) and runs the scene in it.
    private func show(_ sceneType: any PlaygroundScene.Type) throws(HostError) {
        StressScene.layerCount = layers
        let wantsFile = screenshot != nil || headless
        let window = try HostWindow(title: "Core Animation Playground — \(scene)", width: size.width,
                                    height: size.height, headless: wantsFile)
        let session = PlaygroundSession(sceneType: sceneType, window: window)
        if window.driver.isOffscreen {
            let path = screenshot ?? "playground-\(scene).png"
            try session.renderScreenshot(at: at, clicks: clicks, slow: slow, to: path)
            print("Wrote the frame at \(at) s of scene '\(scene)' to \(path)")
        } else {
            try session.runInteractive(tracePath: trace, slow: slow)
        }
    }
}
