// One run of a scene: the window's render context hosts a root layer the size of the window, the scene builds its
// layers under it, and frames are drawn from committed render trees — interactively on the run loop, or
// headless on a manual clock for deterministic screenshots.
import CoreAnimation
import Foundation
import SDLHost

final class PlaygroundSession {
    private let runner: HostRunner
    private let context = WindowRenderContext()
    private let root = CALayer()
    private let scene: any PlaygroundScene

    init(sceneType: any PlaygroundScene.Type, window: HostWindow) throws(HostError) {
        runner = try HostRunner(window: window)
        let points = window.pointSize
        let size = CGSize(width: points.width, height: points.height)
        context.viewportSize = size
        root.frame = CGRect(origin: .zero, size: size)
        context.host(root)
        scene = sceneType.init()
        scene.build(root: root, size: size)
    }

    func runInteractive() {
        runner.runInteractive(handle: { [scene] event in scene.handle(event) },
                              frame: { [self] time in self.advanceModel(to: time) })
    }

    /// The main thread's per-frame bookkeeping: finished animations leave the model layers and their delegates
    /// are called; returns the tree to draw.
    private func advanceModel(to time: Double) -> RenderTree {
        root.advanceAnimations(to: time)
        AnimationDelegateQueue.deliverPending()
        return context.currentTree
    }

    /// Runs the scene on a manual clock at 60 frames per second up to `seconds`, replaying `clicks` at their
    /// scene times, and writes the last frame as a PNG.
    func renderScreenshot(at seconds: Double, clicks: [ScriptedClick], to path: String) throws(HostError) {
        let clock = ManualMediaClock(start: 100)
        CASetMediaTimeSource { clock.now }
        defer { CASetMediaTimeSource(nil) }
        let frames = Int((seconds * 60).rounded())
        var pending = clicks.sorted { $0.time < $1.time }[...]
        for frame in 0...frames {
            let sceneTime = Double(frame) / 60
            clock.set(100 + sceneTime)
            while let click = pending.first, click.time <= sceneTime + 1e-9 {
                scene.handle(.click(click.point))
                pending = pending.dropFirst()
            }
            // The run loop's before-waiting commit, done by hand on the manual clock.
            CATransaction.flush()
            runner.draw(advanceModel(to: clock.now), at: clock.now)
        }
        try runner.saveScreenshot(to: path)
    }
}
