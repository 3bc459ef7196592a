// The drawing behind `framebench frames` (CountedFramesCommand): the `frame` and `transition` scenes' pages drawn by
// a GLCompositor on this thread at fixed media times. A warm-up pass first compiles every shader variant llvmpipe
// needs (compiling is far more work than drawing and is not what the count is for); the counted pass is
// `callgrindPass`, the function a callgrind run collects in. `first-push` counts what the warm-up pass left to the
// first push: its warm-up pass draws the first page alone, after GLCompositor.warmUp, as a host draws.
import ArgumentParser
import Compositor
import QuartzCore
import Foundation

struct CountedFrames {
    enum Scene: String, ExpressibleByArgument, CaseIterable {
        case frame, transition
        /// A push whose warm-up pass drew the first page without one, as a host draws before a user's first push:
        /// the counted frames are the first push's (GLCompositor+WarmUp).
        case firstPush = "first-push"

        var pushes: Bool { self != .frame }
    }

    let scene: Scene
    let layerCount: Int
    let frames: Int
    /// What the `frame` scene's page holds: tiles, cards drawn live or rasterised, or text labels (their fontSize
    /// animations drawn by the render thread; the counters, which change on the main thread, stay as they are).
    /// Shapes animate through the main thread and are measured by `run`.
    var content: SceneContent = .tiles
    /// The counted pass's phase times, summed over its frames (CountedFramePhases).
    let phases = CountedFramePhases()

    /// Draws the warm-up pass and the counted pass; returns the frames counted.
    func run() throws(BenchmarkError) -> Int {
        let parameters = SceneParameters(fittingLayers: layerCount)
        let window = try parameters.openWindow()
        guard let compositor = try? GLCompositor() else {
            throw .host("OpenGL 3.3 is not available in the offscreen window (\(window.driver.reason)).")
        }
        // As every host does before its first frame.
        compositor.warmUp(pixelWidth: parameters.width, pixelHeight: parameters.height)
        let context = MailboxRenderContext(mailbox: .init())
        let (root, container, frame) = TransitionScenario.stage(context, parameters: parameters)
        var generator = SeededGenerator(seed: parameters.seed)
        var pages = (0..<(scene.pushes ? 3 : 1)).map { index in
            TransitionScenario.makePage(frame: frame, parameters: parameters, count: layerCount,
                                        shade: 0.12 + 0.05 * CGFloat(index), content: content, generator: &generator)
        }
        container.addSublayer(pages[0])
        context.host(root)
        CATransaction.flush()
        var drawn = 0
        for pass in 0..<2 {
            if scene == .transition || (scene == .firstPush && pass == 1) {
                let push = CATransition()
                push.type = .push
                push.subtype = .fromRight
                push.duration = 1
                container.add(push, forKey: kCATransition)
                container.replaceSublayer(pages[0], with: pages[1])
                pages.removeFirst()
                CATransaction.flush()
            }
            let tree = context.latestTree
            if pass == 0 {
                _ = drawFrames(tree, compositor: compositor, parameters: parameters)
            } else {
                drawn = callgrindPass(tree, compositor: compositor, parameters: parameters)
            }
        }
        context.host(nil)
        return drawn
    }

    /// The counted pass (callgrind's --toggle-collect names this function).
    @inline(never)
    private func callgrindPass(_ tree: RenderTree, compositor: GLCompositor, parameters: SceneParameters) -> Int {
        drawFrames(tree, compositor: compositor, parameters: parameters)
    }

    /// Evaluates and draws `frames` frames of `tree`, 1/60 s apart from its commit, each finished (rasterised),
    /// through Compositor's FrameSequence, as every host draws. Each phase is its own function, so callgrind's
    /// inclusive costs split the count by phase (`countedEvaluate`: FrameSequence.evaluate, RenderTree.evaluate
    /// inside; `countedRender`: FrameSequence.render, FrameBuilder.build then the encoding inside;
    /// `countedSubmit`: glFinish, where llvmpipe rasterises), and the phases' times are summed for `phases`.
    private func drawFrames(_ tree: RenderTree, compositor: GLCompositor, parameters: SceneParameters) -> Int {
        let sequence = FrameSequence(compositor: compositor)
        var clock = timespec()
        func now() -> Double {
            clock_gettime(CLOCK_MONOTONIC, &clock)
            return Double(clock.tv_sec) + Double(clock.tv_nsec) * 1e-9
        }
        phases.reset()
        for index in 1...frames {
            countedEvaluate(tree, at: tree.commitTime + Double(index) / 60, sequence: sequence)
            countedRender(sequence, parameters: parameters)
            let encodedAt = now()
            countedSubmit(compositor)
            phases.add(evaluate: sequence.lastEvaluateSeconds, build: compositor.lastBuildSeconds,
                       encode: compositor.lastEncodeSeconds, submit: now() - encodedAt)
        }
        return frames
    }

    @inline(never)
    private func countedEvaluate(_ tree: RenderTree, at time: Double, sequence: FrameSequence) {
        sequence.evaluate(tree, at: time)
    }

    @inline(never)
    private func countedRender(_ sequence: FrameSequence, parameters: SceneParameters) {
        sequence.render(pixelWidth: parameters.width, pixelHeight: parameters.height,
                        pointSize: CGSize(width: parameters.width, height: parameters.height))
    }

    @inline(never)
    private func countedSubmit(_ compositor: GLCompositor) { compositor.finish() }
}
