// One run of a scene in a window: interactively on the run loop (the commit observer commits at before-waiting,
// the frame timer draws), or headless through the SceneHarness's manual clock for deterministic screenshots.
import CoreAnimation
import Foundation
import PlaygroundScenes
import SDLHost

final class PlaygroundSession {
    private let window: HostWindow
    private let sceneType: any PlaygroundScene.Type
    private let size: CGSize

    init(sceneType: any PlaygroundScene.Type, window: HostWindow) {
        self.window = window
        self.sceneType = sceneType
        let points = window.pointSize
        size = CGSize(width: points.width, height: points.height)
    }

    /// Shows the scene in the window until it is closed; with `tracePath`, writes a Chrome/Perfetto trace of the
    /// run loop, commits and frames there on exit.
    func runInteractive(tracePath: String?, slow: Float?) throws(HostError) {
        let context = WindowRenderContext()
        let root = CALayer()
        context.viewportSize = size
        root.frame = CGRect(origin: .zero, size: size)
        context.host(root)
        let scene = sceneType.init()
        scene.build(root: root, size: size)
        let host = InteractiveHost(window: window)
        let recorder = tracePath.map { _ in ChromeTraceRecorder(capacity: 1 << 18) }
        host.traceRecorder = recorder
        let tools = PlaygroundTools(root: root, host: host, sceneName: sceneType.name,
                                    continuousScene: sceneType.needsContinuousFrames, slow: slow)
        host.onFrame = { link in
            scene.tick(at: link.targetTimestamp)
            tools.frame(link)
        }
        print("Keys: F1 HUD, F2 inspector, F3 slow motion, F4 pause, F5 step, F12 screenshot, Esc quit.")
        try host.run(root: root, context: context) { event in
            if !tools.handle(event) { scene.handle(event) }
        }
        if let recorder, let tracePath {
            do {
                try recorder.write(to: tracePath)
                print("Wrote the run-loop trace to \(tracePath) (open it in ui.perfetto.dev or chrome://tracing)")
            } catch {
                throw HostError.screenshotFailed(path: tracePath, reason: "\(error)")
            }
        }
    }

    /// Runs the scene on a manual clock at 60 frames per second up to `seconds`, replaying `clicks` at their
    /// scene times, and writes the last frame as a PNG.
    func renderScreenshot(at seconds: Double, clicks: [ScriptedClick], slow: Float?,
                          to path: String) throws(HostError) {
        let runner = try HostRunner(window: window)
        let harness = SceneHarness(sceneType: sceneType, size: size, context: WindowRenderContext())
        if let slow {
            // Slower animations, as in the interactive F3 mode: the hosted root's time runs at `slow`.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            harness.root.speed = slow
            harness.root.beginTime = CACurrentMediaTime()
            CATransaction.commit()
        }
        defer { harness.finish() }
        for click in clicks { harness.schedule(.click(click.point), at: click.time) }
        var last: (RenderTree, Double)?
        harness.advance(to: seconds) { tree, time in last = (tree, time) }
        if let (tree, time) = last { runner.draw(tree, at: time) }
        try runner.saveScreenshot(to: path)
    }
}
