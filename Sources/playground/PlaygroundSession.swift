// One run of the playground's stage in a window: interactively on the run loop (the commit observer commits at
// before-waiting, the frame timer ticks the stage and feeds the HUD), or headless through the SceneHarness's
// manual clock for deterministic screenshots, with scripted clicks and keys and an optional trace of the commits.
import CoreAnimation
import Foundation
import PlaygroundScenes
import RunLoopCore
import SDLHost

final class PlaygroundSession {
    private let window: HostWindow
    private let sceneIndex: Int
    private let size: CGSize

    private let settings: SceneSettings

    init(sceneIndex: Int, window: HostWindow, settings: SceneSettings) {
        self.window = window
        self.sceneIndex = sceneIndex
        self.settings = settings
        let points = window.pointSize
        size = CGSize(width: points.width, height: points.height)
    }

    /// Shows the stage in the window until it is closed; with `tracePath`, writes a Chrome/Perfetto trace of the
    /// run loop, commits and frames there on exit.
    func runInteractive(tracePath: String?, slow: Float?) throws(HostError) {
        let context = WindowRenderContext()
        let root = CALayer()
        context.viewportSize = size
        context.host(root)
        let stage = PlaygroundStage(root: root, size: size, sceneIndex: sceneIndex, settings: settings)
        if let slow { stage.setSlowMotion(slow) }
        let host = InteractiveHost(window: window)
        let recorder = tracePath.map { _ in ChromeTraceRecorder(capacity: 1 << 18) }
        host.traceRecorder = recorder
        let loop = EventRunLoop.current
        stage.screenshotHandler = { [host] done in
            let path = Self.nextScreenshotPath(scene: stage.sceneType.name)
            let handoff = MainThreadHandoff(done)
            host.renderThread.requestScreenshot(to: path) { error in
                ProcessExit.say(error.map { "playground: the screenshot \(path) failed: \($0)" }
                                ?? "playground: wrote the screenshot \(path)")
                loop.perform(inModes: [.common]) { handoff.done(error == nil ? path : nil, error.map { "\($0)" }) }
                loop.wakeUp()
            }
        }
        let window = self.window
        stage.onSceneChange = { [host] type in
            window.setTitle("Core Animation Playground — \(type.name)")
            host.keepsFramesRunning = stage.needsContinuousFrames
        }
        stage.onSceneChange?(stage.sceneType)
        host.onFrame = { [host] link in
            stage.tick(at: link.targetTimestamp)
            stage.updateHUD(frameTimes: host.renderThread.timings.snapshot(), commitDuration: host.lastCommitDuration,
                            commitSite: host.lastCommitSite)
            if host.keepsFramesRunning != stage.needsContinuousFrames { host.keepsFramesRunning = stage.needsContinuousFrames }
        }
        ProcessExit.say("Keys: ←/→ or 1…9 change scene, ? or Tab lists every key, D plays the demo, F1 HUD, F2 inspector, Esc quits.")
        try host.run(root: root, context: context) { [host] event in
            if case .resize(let newSize) = event { context.viewportSize = newSize }
            stage.handle(event)
            if host.keepsFramesRunning != stage.needsContinuousFrames { host.keepsFramesRunning = stage.needsContinuousFrames }
        }
        if let recorder, let tracePath { try write(recorder, to: tracePath) }
    }

    /// Runs the stage on a manual clock at 60 frames per second up to `seconds`, replaying `clicks` and `keys` at
    /// their scene times, and writes the last frame as a PNG; with `tracePath`, also a trace of every commit
    /// (measured on the monotonic clock) and the drawn frame.
    func renderScreenshot(at seconds: Double, clicks: [ScriptedClick], keys: [ScriptedKey], slow: Float?,
                          tracePath: String?, to path: String) throws(HostError) {
        let runner = try HostRunner(window: window)
        let context = WindowRenderContext()
        let recorder = tracePath.map { _ in ChromeTraceRecorder(capacity: 1 << 18) }
        if let recorder {
            recorder.nameCurrentThread("main")
            context.onCommit = { tree in
                recorder.recordCommit(start: context.lastCommitStart,
                                      end: context.lastCommitStart + context.lastCommitDuration, generation: tree.generation)
            }
        }
        let harness = SceneHarness(stageShowing: sceneIndex, size: size, context: context, settings: settings)
        defer { harness.finish() }
        if let slow { harness.stage?.setSlowMotion(slow) }
        for click in clicks { harness.schedule(.click(click.point), at: click.time) }
        for key in keys { harness.schedule(.key(key.name), at: key.time) }
        var last: (RenderTree, Double)?
        harness.advance(to: seconds) { tree, time in last = (tree, time) }
        if let (tree, time) = last {
            let start = DeadlineFrameClock.now()
            runner.draw(tree, at: time)
            recorder?.recordFrame(start: start, end: DeadlineFrameClock.now())
        }
        try runner.saveScreenshot(to: path)
        if let recorder, let tracePath { try write(recorder, to: tracePath) }
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

    private func write(_ recorder: ChromeTraceRecorder, to path: String) throws(HostError) {
        do {
            try recorder.write(to: path)
            ProcessExit.say(Self.traceLine(path: path))
        } catch {
            throw HostError.screenshotFailed(path: path, reason: "\(error)")
        }
    }
}
