// The manual-clock run that `--screenshot` and `--record` share (docs/architecture.md "Recordings"): the stage on a
// SceneHarness at 60 frames per second from the scene's start, the --click and --key input replayed at their scene
// times, and with --trace a Chrome trace of its commits (timed on the real clock) and drawn frames. Both commands
// draw frame by frame from it, so frame i of a recording equals `--screenshot --at i/fps`.
import Compositor
import Foundation
import PlaygroundScenes
import QuartzCore
import SDLHost

@MainActor
final class ScriptedReplay {
    private let runner: HostRunner
    private let harness: SceneHarness
    private let recorder: ChromeTraceRecorder?

    init(window: HostWindow, sceneIndex: Int, scenes: [any PlaygroundScene.Type], size: CGSize,
         settings: SceneSettings, slow: Float?, clicks: [ScriptedClick], keys: [ScriptedKey],
         tracing: Bool) throws(HostError) {
        runner = try HostRunner(window: window)
        let context = WindowRenderContext()
        let recorder = tracing ? ChromeTraceRecorder(capacity: 1 << 18) : nil
        if let recorder {
            recorder.nameCurrentThread("main")
            context.onCommit = { tree in
                recorder.recordCommit(start: context.lastCommitStart,
                                      end: context.lastCommitStart + context.lastCommitDuration, generation: tree.generation)
            }
        }
        self.recorder = recorder
        harness = SceneHarness(stageShowing: sceneIndex, scenes: scenes, size: size, context: context,
                               settings: settings)
        if let slow { harness.stage?.setSlowMotion(slow) }
        for click in clicks { harness.schedule(.click(click.point), at: click.time) }
        for key in keys { harness.schedule(.key(key.name), at: key.time) }
    }

    /// Runs the scene up to `seconds` and draws the newest tree at its time (traced when tracing).
    func drawFrame(at seconds: Double) {
        var last: (RenderTree, Double)?
        harness.advance(to: seconds) { tree, time in last = (tree, time) }
        if let (tree, time) = last {
            let start = DeadlineFrameClock.now()
            runner.draw(tree, at: time)
            recorder?.recordFrame(start: start, end: DeadlineFrameClock.now())
        }
    }

    /// The frame last drawn, read back.
    func readBack() -> (pixels: [UInt8], width: Int, height: Int) { runner.readBack() }

    /// Writes the drawn frame as a PNG at `path`.
    func saveScreenshot(to path: String) throws(HostError) { try runner.saveScreenshot(to: path) }

    /// Writes the trace, if one was kept, to `path` and says where it went (its full path).
    func writeTrace(to path: String?) throws(HostError) {
        guard let recorder, let path else { return }
        try Self.write(recorder, to: path)
    }

    /// Writes `recorder`'s trace to `path` and says where it went (the window's runs trace through it too).
    static func write(_ recorder: ChromeTraceRecorder, to path: String) throws(HostError) {
        do {
            try recorder.write(to: path)
            ProcessExit.say(PlaygroundSession.traceLine(path: path))
        } catch {
            throw HostError.screenshotFailed(path: path, reason: "\(error)")
        }
    }

    /// Ends the scene (its stage and harness).
    func finish() { harness.finish() }
}
