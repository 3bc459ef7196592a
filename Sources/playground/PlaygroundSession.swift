// One run of the playground's stage in a window: interactively on the run loop (the commit observer commits at
// before-waiting, the frame timer ticks the stage and feeds the HUD), or headless through the SceneHarness's
// manual clock for deterministic screenshots, with scripted clicks and keys and an optional trace of the commits.
import QuartzCore
import Foundation
import PlaygroundScenes
import RunLoopCore
import SDLHost
import UIKit

@MainActor
final class PlaygroundSession {
    private let window: HostWindow
    private let sceneIndex: Int
    private let size: CGSize

    private let settings: SceneSettings
    /// The scenes the stage offers (a scene file's comes first when there is one).
    var scenes: [any PlaygroundScene.Type] = SceneCatalog.all
    /// The scene file and its first compile's problems, when --scene-file was given.
    var sceneFile: (controller: SceneFileController, problems: [String])?

    init(sceneIndex: Int, window: HostWindow, settings: SceneSettings) {
        self.window = window
        self.sceneIndex = sceneIndex
        self.settings = settings
        let points = window.pointSize
        size = CGSize(width: points.width, height: points.height)
        // UIScreen.main is the window here: its size in points and its pixels per point (docs/porting.md "The
        // UIKit types").
        let pixels = window.pixelSize
        UIScreen.setHostDisplay(bounds: CGRect(origin: .zero, size: size),
                                scale: points.width > 0 ? CGFloat(pixels.width) / CGFloat(points.width) : 1)
    }

    /// Shows the stage in the window until it is closed; with `tracePath`, writes a Chrome/Perfetto trace of the
    /// run loop, commits and frames there on exit.
    func runInteractive(tracePath: String?, slow: Float?) throws(HostError) {
        let context = WindowRenderContext()
        let root = CALayer()
        context.viewportSize = size
        context.host(root)
        let stage = PlaygroundStage(root: root, size: size, sceneIndex: sceneIndex, scenes: scenes, settings: settings)
        if let slow { stage.setSlowMotion(slow) }
        let host = InteractiveHost(window: window)
        let recorder = tracePath.map { _ in ChromeTraceRecorder(capacity: 1 << 18) }
        host.traceRecorder = recorder
        let loop = EventRunLoop.current
        stage.screenshotHandler = { [host] done in
            let path = Self.nextScreenshotPath(scene: stage.sceneType.name)
            host.renderThread.requestScreenshot(to: path) { error in
                ProcessExit.say(error.map { "playground: the screenshot \(path) failed: \($0)" }
                                ?? "playground: wrote the screenshot \(path)")
                // Back on the main run loop's thread, the main actor's (`done` is @MainActor, so it may cross here).
                loop.perform(inModes: [.common]) {
                    MainActor.assumeIsolated { done(error == nil ? path : nil, error.map { "\($0)" }) }
                }
                loop.wakeUp()
            }
        }
        let window = self.window
        let recording = WindowRecordingControl(host: host, root: root)
        stage.onSceneChange = { [host] type in
            window.setTitle("Core Animation Playground — \(type.name)")
            host.keepsFramesRunning = stage.needsContinuousFrames || recording.isRecording
        }
        stage.onSceneChange?(stage.sceneType)
        if let sceneFile { attach(sceneFile.controller, problems: sceneFile.problems, to: stage, root: root) }
        host.onFrame = { [host] link in
            stage.tick(at: link.targetTimestamp)
            stage.updateHUD(frameTimes: host.renderThread.timings.snapshot(), commitDuration: host.lastCommitDuration,
                            commitSite: host.lastCommitSite)
            let continuous = stage.needsContinuousFrames || recording.isRecording
            if host.keepsFramesRunning != continuous { host.keepsFramesRunning = continuous }
        }
        ProcessExit.say("Keys: ←/→ or 1…9 change scene, ? or Tab lists every key, D plays the demo, F1 HUD, F2 inspector, Esc quits.")
        try host.run(root: root, context: context) { [host] event in
            if case .resize(let newSize) = event { context.viewportSize = newSize }
            if event == .key(WindowRecordingControl.key) {
                recording.toggle(scene: stage.sceneType.name, window: window)
                return
            }
            stage.handle(event)
            let continuous = stage.needsContinuousFrames || recording.isRecording
            if host.keepsFramesRunning != continuous { host.keepsFramesRunning = continuous }
        }
        recording.finishOnExit()
        if let recorder, let tracePath { try ScriptedReplay.write(recorder, to: tracePath) }
    }

    /// Runs the stage on a manual clock at 60 frames per second up to `seconds`, replaying `clicks` and `keys` at
    /// their scene times, and writes the last frame as a PNG; with `tracePath`, also a trace of every commit
    /// (measured on the monotonic clock) and the drawn frame.
    func renderScreenshot(at seconds: Double, clicks: [ScriptedClick], keys: [ScriptedKey], slow: Float?,
                          tracePath: String?, to path: String) throws(HostError) {
        let replay = try ScriptedReplay(window: window, sceneIndex: sceneIndex, scenes: scenes, size: size,
                                        settings: settings, slow: slow, clicks: clicks, keys: keys,
                                        tracing: tracePath != nil)
        defer { replay.finish() }
        replay.drawFrame(at: seconds)
        try replay.saveScreenshot(to: path)
        try replay.writeTrace(to: tracePath)
    }

    /// The line saying where the trace went: its full path, as the screenshot's line gives its own.
    static func traceLine(path: String) -> String {
        "Wrote the trace to \(OutputFile.absolutePath(path)) (open it in ui.perfetto.dev or chrome://tracing)"
    }

    /// Where F12's next screenshot of `scene` goes: `playground-SCENE_N.png` in `folder` (the working folder), N the
    /// first number from 1 whose file is not there yet, so no screenshot replaces an earlier one; a full path.
    static func nextScreenshotPath(scene: String, folder: String = FileManager.default.currentDirectoryPath) -> String {
        var number = 1
        while true {
            let path = OutputFile.absolutePath("\(folder)/playground-\(scene)_\(number).png")
            if !FileManager.default.fileExists(atPath: path) { return path }
            number += 1
        }
    }
}
