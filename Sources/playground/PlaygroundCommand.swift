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
        discussion: keyHelp(),
        subcommands: [NewSceneCommand.self])

    /// --help's text after the options: when it renders offscreen, and every key (the playground's, then each
    /// scene's), as the in-window key help lists them.
    static func keyHelp() -> String {
        var lines = [
            "Without a display (no DISPLAY or WAYLAND_DISPLAY), with --headless or with --screenshot, the playground "
                + "renders offscreen and writes a screenshot instead of opening a window.",
            "",
            "Keys in the window (replay them headless with --key KEY@SECONDS):",
        ]
        lines += StageKey.all.map { "  \($0.key.padding(toLength: 14, withPad: " ", startingAt: 0)) \($0.meaning)" }
        for type in SceneCatalog.all where !type.keys.isEmpty {
            lines.append("Scene \(type.name):")
            lines += type.keys.map { "  \($0.key.padding(toLength: 14, withPad: " ", startingAt: 0)) \($0.meaning)" }
        }
        return lines.joined(separator: "\n")
    }

    @Option(help: "The scene to show first (see --list); ←/→ and the digits change it in the window.")
    var scene: String = SceneCatalog.all[0].name

    @Option(help: "Compile this Swift file (import UIKit or QuartzCore, and PlaygroundScenes) and show its scene first, with every tool; it is recompiled and swapped in on every save. Start one with `playground new-scene NAME`.")
    var sceneFile: String?

    @Flag(help: "List the scenes and exit.")
    var list = false

    @Flag(help: "Render offscreen with SDL's offscreen driver instead of opening a window.")
    var headless = false

    // `.unconditional` here and on every numeric option: a value starting with "-" (a negative size, time or
    // count) is parsed, and its error says what is wrong, instead of being taken for an option and reported as a
    // missing value.
    /// The window's size when --size is not given: wide enough that, with the HUD and the inspector in their column
    /// beside it, the scene is still shown at over 70 % of its size (at 800 × 600 it was 55 %).
    static let defaultSize = WindowSize(width: 1280, height: 800)

    @Option(parsing: .unconditional, help: "Window size in points, as WIDTHxHEIGHT (each 16 to 8192).",
            transform: WindowSize.parse)
    var size: WindowSize = PlaygroundCommand.defaultSize

    @Option(help: "Write a PNG of the frame at --at seconds to this file (renders offscreen on a manual clock, with the scene's demo loop playing until the first --click or --key).")
    var screenshot: String?

    @Option(name: .customLong("at"), parsing: .unconditional,
            help: "Scene time of the screenshot, in seconds (with --screenshot or --headless; default 0).")
    var atOption: Double?

    /// The screenshot's scene time.
    var at: Double { atOption ?? 0 }

    @Option(name: .customLong("click"), parsing: .unconditionalSingleValue,
            help: "Inject a click at X,Y at scene time SECONDS (X,Y@SECONDS); repeatable.", transform: ScriptedClick.parse)
    var clicks: [ScriptedClick] = []

    @Option(name: .customLong("key"), parsing: .unconditionalSingleValue,
            help: "Press KEY at scene time SECONDS (KEY@SECONDS, e.g. T@1.5, F4@2, Right@0); repeatable. KEY is one of: \(ScriptedKey.namesList)",
            transform: ScriptedKey.parse)
    var keys: [ScriptedKey] = []

    @Option(help: "Write a Chrome/Perfetto trace of the run loop, commits and frames to this file on exit (with --screenshot: the commits of the manual-clock run and the drawn frame).")
    var trace: String?

    @Option(parsing: .unconditional, help: "Run animations slower by this factor (e.g. 0.1), as the F3 key does.")
    var slow: Float?

    @Option(parsing: .unconditional, help: "Draw the scene every frame offscreen for SECONDS, sampling memory and live GL objects; fails on a drift of 5 % or more or changing GL objects.")
    var soak: Double?

    @Option(parsing: .unconditional, help: "Number of layers in the stress scene (1 to 100000).")
    var layers: Int = StressScene.defaultLayerCount

    @Option(help: "Record a video of the scene to this file, rendered offscreen on a manual clock like --screenshot (with --click/--key replayed): \(VideoFormat.extensionsDescription) by its extension. Needs --duration and the ffmpeg program.")
    var record: String?

    @Option(parsing: .unconditional, help: "Length of the --record video in seconds of scene time (above 0, at most 3600).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Frames per second of the --record video (1 to 60; frame i shows scene time i/fps, on the scene's 60 Hz steps).")
    var fps: Int = 60

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
        if let soak, !(soak.isFinite && soak >= 10 && soak <= 86_400) {
            throw ValidationError("--soak must be a number of seconds from 10 to 86400 (got \(soak)).")
        }
        try validateRecording()
        if let sceneFile {
            guard sceneFile.hasSuffix(".swift") else {
                throw ValidationError("--scene-file \(sceneFile) must be a Swift file (NAME.swift); "
                    + "`playground new-scene NAME` writes a starter.")
            }
            guard FileManager.default.isReadableFile(atPath: sceneFile) else {
                throw ValidationError("--scene-file \(sceneFile): there is no readable file there; "
                    + "`playground new-scene NAME` writes a starter.")
            }
        }
        if atOption != nil, screenshot == nil, !headless, soak == nil {
            throw ValidationError("--at sets the scene time of a screenshot, and no screenshot was asked for: add "
                + "--screenshot FILE (or --headless), or leave --at out to open the window.")
        }
        try validateClicks()
        try validateOutputs()
    }

    /// --record needs a length, a known extension and ffmpeg, and is its own kind of run.
    private func validateRecording() throws {
        guard let record else {
            if duration != nil { throw ValidationError("--duration is the length of a --record video; add --record FILE.") }
            return
        }
        guard VideoFormat(path: record) != nil else {
            throw ValidationError("--record \(record): the file's extension must say the format: "
                + "\(VideoFormat.extensionsDescription).")
        }
        guard let duration else {
            throw ValidationError("--record needs --duration SECONDS (how much scene time to record).")
        }
        guard duration.isFinite, duration > 0, duration <= 3600 else {
            throw ValidationError("--duration must be a number of seconds above 0 and at most 3600 (got \(duration)).")
        }
        guard (1...60).contains(fps) else {
            throw ValidationError("--fps must be a whole number from 1 to 60 (got \(fps)); scene time advances in "
                + "60ths of a second.")
        }
        guard screenshot == nil, soak == nil else {
            throw ValidationError("--record renders its own frames: give it without --screenshot or --soak.")
        }
        if let problem = OutputFile.problem(with: record) {
            throw ValidationError("--record \(record) cannot be written: \(problem).")
        }
        guard VideoEncoder.findFFmpeg() != nil else {
            throw ValidationError("--record: \(VideoEncoder.installHint).")
        }
    }

    /// Clicks are replayed in a screenshot run up to --at and land inside the window; any other would never fire.
    private func validateClicks() throws {
        for click in clicks {
            guard click.point.x <= Double(size.width), click.point.y <= Double(size.height) else {
                throw ValidationError("--click at \(click.point.x),\(click.point.y) is outside the "
                    + "\(size.width)x\(size.height) window (--size); it would never hit anything.")
            }
            if let record, let duration {
                guard click.time < duration else {
                    throw ValidationError("--click at \(click.time) s comes at or after the end of the recording "
                        + "(--duration \(duration) s), so it would never be in \(record); use a time from 0 to below \(duration).")
                }
                continue
            }
            guard click.time <= at else {
                throw ValidationError("--click at \(click.time) s comes after the screenshot time \(at) s (--at), so "
                    + "it would never fire; use a time from 0 to \(at).")
            }
        }
        if !clicks.isEmpty, screenshot == nil, record == nil, !headless {
            throw ValidationError("--click is replayed only when rendering a screenshot; add --screenshot FILE "
                + "(and --at SECONDS), or click in the window.")
        }
    }

    /// An output path that cannot be written is reported before the scene renders, not after.
    private func validateOutputs() throws {
        if let screenshot, let problem = OutputFile.problem(with: screenshot) {
            throw ValidationError("--screenshot \(screenshot.isEmpty ? "\"\"" : screenshot) cannot be written: "
                + "\(problem).")
        }
        if let trace, let problem = OutputFile.problem(with: trace) {
            throw ValidationError("--trace \(trace.isEmpty ? "\"\"" : trace) cannot be written: \(problem).")
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
        let passed: Bool
        do {
            // main() runs on the main thread: the window, the stage and its scenes are the main actor's.
            passed = try MainActor.assumeIsolated { try show(sceneType) }
        } catch let error as HostError {
            throw ValidationError(error.description)
        }
        if !passed { throw ExitCode(1) }
    }

    /// Opens the window (or offscreen surface) and runs the scene in it.
    /// Returns false when a --soak run failed its check (the process then exits with status 1).
    @MainActor
    private func show(_ sceneType: any PlaygroundScene.Type) throws(HostError) -> Bool {
        let wantsFile = screenshot != nil || headless || soak != nil || record != nil
        let window = try HostWindow(title: "Core Animation Playground — \(scene)", width: size.width,
                                    height: size.height, headless: wantsFile,
                                    headlessReason: headless ? "--headless was given"
                                        : (soak != nil ? "--soak was given"
                                            : (record != nil ? "--record was given" : "--screenshot was given")))
        var index = SceneCatalog.all.firstIndex { $0.name == sceneType.name } ?? 0
        let settings = SceneSettings(stressLayerCount: layers)
        var scenes = SceneCatalog.all
        var loadedFile: (controller: SceneFileController, problems: [String])?
        if let sceneFile {
            guard let loaded = loadSceneFile(sceneFile, window: window) else { return false }
            loadedFile = loaded
            scenes = [SceneFileScene.self] + scenes
            index = 0
        }
        let scene = loadedFile == nil ? self.scene : SceneFileScene.name
        if let record, let duration, let format = VideoFormat(path: record) {
            let points = window.pointSize
            let run = RecordingRun(sceneIndex: index, scenes: scenes, settings: settings, window: window,
                                   size: CGSize(width: points.width, height: points.height), path: record,
                                   format: format, seconds: duration, framesPerSecond: fps, clicks: clicks, keys: keys,
                                   slow: slow, tracePath: trace)
            return writeRecording(run, scene: scene)
        }
        if let soak {
            let points = window.pointSize
            let run = SoakRun(sceneIndex: index, scenes: scenes, settings: settings, window: window,
                              size: CGSize(width: points.width, height: points.height), seconds: soak,
                              interval: max(soak / 20, 2))
            return try run.run()
        }
        let session = PlaygroundSession(sceneIndex: index, window: window, settings: settings)
        session.scenes = scenes
        session.sceneFile = loadedFile
        if window.driver.isOffscreen {
            let path = screenshot ?? "playground-\(scene).png"
            let replaces = FileManager.default.fileExists(atPath: path)
            try session.renderScreenshot(at: at, clicks: clicks, keys: keys, slow: slow, tracePath: trace, to: path)
            ProcessExit.say(Self.screenshotReport(path: path, scene: scene, at: at, chosen: screenshot != nil,
                                        headless: headless, replaced: replaces))
        } else {
            try session.runInteractive(tracePath: trace, slow: slow)
        }
        return true
    }

    /// Runs a --record and says what it wrote; a signal that stopped it leaves no file (the exit status says which).
    @MainActor
    private func writeRecording(_ run: RecordingRun, scene: String) -> Bool {
        let frames: Int?
        do {
            frames = try run.run()
        } catch {
            FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
            return false
        }
        guard let frames else {
            FileHandle.standardError.write(Data(("playground: the recording was stopped by "
                + TerminationSignals.name(of: TerminationSignals.receivedSignal) + "; \(run.path) was not written.\n").utf8))
            return true
        }
        let shown = URL(fileURLWithPath: run.path).standardizedFileURL.path
        let pixels = run.window.pixelSize
        print("Wrote \(frames) frames (\(Double(frames) / Double(run.framesPerSecond)) s at \(run.framesPerSecond) fps, "
            + "\(pixels.width)x\(pixels.height)) of scene '\(scene)' to \(shown)")
        return true
    }

    /// Compiles and loads the --scene-file before the first frame. Headless runs stop on a problem (nil, after
    /// printing it); the window opens anyway and shows it until the file is saved again.
    @MainActor
    private func loadSceneFile(_ path: String, window: HostWindow) -> (controller: SceneFileController, problems: [String])? {
        let controller: SceneFileController
        do {
            controller = try SceneFileController(path: path)
        } catch {
            FileHandle.standardError.write(Data("playground: --scene-file \(path): \(error.description)\n".utf8))
            return nil
        }
        let points = window.pointSize
        let area = StageLayout(size: CGSize(width: points.width, height: points.height)).sceneArea.size
        print("Compiling \(path)…")
        fflush(nil)
        let problems = controller.compileAndLoad(size: area)
        if !problems.isEmpty {
            FileHandle.standardError.write(Data(("playground: " + problems.joined(separator: "\n  ") + "\n").utf8))
            if window.driver.isOffscreen { return nil }
        }
        return (controller, problems)
    }

    /// The line saying where the screenshot went: its absolute path, why it was taken when no --screenshot asked
    /// for it (--headless, or no display), and that an earlier file of that name was replaced.
    static func screenshotReport(path: String, scene: String, at: Double, chosen: Bool, headless: Bool,
                                 replaced: Bool) -> String {
        let shown = OutputFile.absolutePath(path)
        let replacing = replaced ? " (replacing the file that was there)" : ""
        guard !chosen else { return "Wrote the frame at \(at) s of scene '\(scene)' to \(shown)\(replacing)" }
        let why = headless ? "--headless: rendered offscreen" : "There is no display: rendered offscreen"
        return "\(why) and wrote the frame at \(at) s of scene '\(scene)' to \(shown)\(replacing) (choose the "
            + "file with --screenshot FILE)."
    }
}
