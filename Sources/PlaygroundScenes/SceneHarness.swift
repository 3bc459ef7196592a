// Runs a scene frame by frame on a manual clock, the way the run loop would: deliver what finished on the last
// turn (animation delegates, completion blocks), hand over due input, commit (the before-waiting point), advance
// the model's animations, then draw. Used for deterministic screenshots and for the scene tests. It hosts either a
// bare scene (built straight into the root, as the scene tests want) or the playground's stage (titles, demo loop,
// scene switching, tools), as the headless playground shows it.
import QuartzCore
import Foundation
import HostInterface

/// A scene hosted in a render context and stepped at 60 frames per second of scene time.
@MainActor
package final class SceneHarness {
    /// Media time at scene time 0 (not 0, so a stamped beginTime is never confused with "unset").
    package nonisolated static let startMediaTime = 100.0
    package nonisolated static let framesPerSecond = 60.0

    package let root = CALayer()
    /// The stage, when the harness hosts one (`init(stageShowing:…)`).
    package let stage: PlaygroundStage?
    private let bareScene: any PlaygroundScene
    package let context: RenderContextHost
    /// The viewport in points (follows resize events).
    package var size: CGSize { context.viewportSize }
    private let clock = ManualMediaClock(start: SceneHarness.startMediaTime)
    private var pending: [(event: HostEvent, time: Double)] = []
    package private(set) var frameIndex = 0

    /// Hosts a new scene of `sceneType` in `context` and commits it; media time becomes the harness's clock
    /// until `finish()`.
    package init(sceneType: any PlaygroundScene.Type, size: CGSize, context: RenderContextHost = CARenderer(),
                settings: SceneSettings = SceneSettings()) {
        self.context = context
        CASetMediaTimeSource { [clock] in clock.now }
        context.viewportSize = size
        root.frame = CGRect(origin: .zero, size: size)
        context.host(root)
        // The scenes' own durations and curves, as the stage starts with (LiveControls is process-wide: a stage
        // run before may have left F6–F9 choices behind).
        SceneGlobals.liveControls.reset()
        bareScene = sceneType.init(settings: settings)
        stage = nil
        bareScene.build(root: root, size: size)
        CATransaction.flush()
    }

    /// Hosts the playground's stage showing scene `sceneIndex` of `scenes` in `context`, as the window shows it
    /// (with the scene's demo loop unless `playsDemos` is false).
    package init(stageShowing sceneIndex: Int, scenes: [any PlaygroundScene.Type] = SceneCatalog.all, size: CGSize,
                context: RenderContextHost = CARenderer(), playsDemos: Bool = true,
                settings: SceneSettings = SceneSettings()) {
        self.context = context
        CASetMediaTimeSource { [clock] in clock.now }
        context.viewportSize = size
        context.host(root)
        let stage = PlaygroundStage(root: root, size: size, sceneIndex: sceneIndex, scenes: scenes,
                                    playsDemos: playsDemos, settings: settings)
        self.stage = stage
        bareScene = stage.scene
        CATransaction.flush()
    }

    /// The scene shown now (the stage's current one when it hosts a stage).
    package var scene: any PlaygroundScene { stage?.scene ?? bareScene }

    /// Restores the monotonic media clock.
    package func finish() {
        CASetMediaTimeSource(nil)
    }

    package var sceneTime: Double { Double(frameIndex) / SceneHarness.framesPerSecond }
    package var mediaTime: Double { clock.now }

    /// Queues `event` for the first frame at or after scene time `time`.
    package func schedule(_ event: HostEvent, at time: Double) {
        pending.append((event, time))
        pending.sort { $0.time < $1.time }
    }

    /// Steps frames until scene time `time` (inclusive); `draw` sees each frame's committed tree and media time.
    package func advance(to time: Double, draw: (RenderTree, Double) -> Void = { _, _ in }) {
        let lastFrame = Int((time * SceneHarness.framesPerSecond).rounded())
        while frameIndex <= lastFrame {
            step(draw: draw)
        }
    }

    /// Input as the window's host hands it over: a resize also resizes the render context's viewport.
    private func deliver(_ event: HostEvent) {
        guard let stage else { return bareScene.handle(event) }
        if case .resize(let newSize) = event { context.viewportSize = newSize }
        stage.handle(event)
    }

    /// One frame: later-turn deliveries, input, the scene's tick, commit, model bookkeeping, draw.
    package func step(draw: (RenderTree, Double) -> Void = { _, _ in }) {
        let now = SceneHarness.startMediaTime + sceneTime
        clock.set(now)
        AnimationDelegateQueue.deliverPending()
        CATransaction.runPendingCompletionBlocks()
        while let first = pending.first, first.time <= sceneTime + 1e-9 {
            pending.removeFirst()
            deliver(first.event)
        }
        if let stage { stage.tick(at: now) } else { bareScene.tick(at: now) }
        // Tiles asked for by the last commit arrive by this one (the run loop's wake-up, made deterministic).
        root.waitUntilTiledLayersDrawn()
        CATransaction.flush()
        // No render thread here: the HUD shows the commit this flush made (and no frame timings).
        stage?.updateHUD(frameTimes: [], commitDuration: context.lastCommitDuration, commitSite: .explicitCommit)
        root.advanceAnimations(to: now)
        draw(context.latestTree, now)
        frameIndex += 1
    }
}
