// One run of a scene in a window: interactively on the run loop (the commit observer commits at before-waiting,
// the frame timer draws), or headless through the SceneHarness's manual clock for deterministic screenshots.
import CoreAnimation
import Foundation
import PlaygroundScenes
import SDLHost

final class PlaygroundSession {
    private let runner: HostRunner
    private let sceneType: any PlaygroundScene.Type
    private let size: CGSize

    init(sceneType: any PlaygroundScene.Type, window: HostWindow) throws(HostError) {
        runner = try HostRunner(window: window)
        self.sceneType = sceneType
        let points = window.pointSize
        size = CGSize(width: points.width, height: points.height)
    }

    func runInteractive() {
        let context = WindowRenderContext()
        let root = CALayer()
        context.viewportSize = size
        root.frame = CGRect(origin: .zero, size: size)
        context.host(root)
        let scene = sceneType.init()
        scene.build(root: root, size: size)
        runner.runInteractive(handle: { event in scene.handle(event) },
                              frame: { time in
                                  // The main thread's per-frame bookkeeping: finished animations leave the
                                  // model and their delegates are called on this later turn.
                                  root.advanceAnimations(to: time)
                                  AnimationDelegateQueue.deliverPending()
                                  return context.currentTree
                              })
    }

    /// Runs the scene on a manual clock at 60 frames per second up to `seconds`, replaying `clicks` at their
    /// scene times, and writes the last frame as a PNG.
    func renderScreenshot(at seconds: Double, clicks: [ScriptedClick], to path: String) throws(HostError) {
        let harness = SceneHarness(sceneType: sceneType, size: size, context: WindowRenderContext())
        defer { harness.finish() }
        for click in clicks { harness.schedule(.click(click.point), at: click.time) }
        var last: (RenderTree, Double)?
        harness.advance(to: seconds) { tree, time in last = (tree, time) }
        if let (tree, time) = last { runner.draw(tree, at: time) }
        try runner.saveScreenshot(to: path)
    }
}
