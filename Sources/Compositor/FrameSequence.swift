// The evaluate-then-render sequence every host draws a frame with (docs/architecture.md "The frame loop", "The
// compositor"): the committed tree's animations evaluated at the frame's media time into a tree kept across frames
// (only the animated layers while the tree is the same: RenderTree+ReusedEvaluation.swift), then built, encoded and
// drawn by the GLCompositor. SDLHost's frame loop (FrameLoop+Frames), HostRunner and framebench's counted frames
// (CountedFrames) all draw through it; where the tree comes from (a mailbox, a caller) and what follows the draw
// (finish or flush, present, a sink's feedback) are theirs. Steady-state frames allocate nothing.
import QuartzCore
import Foundation

/// Evaluates committed trees at frame times and draws them with one compositor, reusing the evaluated tree.
package final class FrameSequence {
    package let compositor: GLCompositor
    /// The presentation values of the frame being drawn; reused.
    private var evaluated = RenderTree()
    /// The committed layers `evaluated` holds, so a frame of the same tree evaluates only its animated layers.
    private var source = EvaluationSource()
    /// Seconds the last `evaluate` took: the benchmarks' evaluate phase, beside the compositor's build and encode
    /// (GLCompositor.lastBuildSeconds, lastEncodeSeconds).
    package private(set) var lastEvaluateSeconds = 0.0

    package init(compositor: GLCompositor) {
        self.compositor = compositor
    }

    /// Evaluates `tree`'s animations at media time `time` (CACurrentMediaTime's clock) into the frame to draw.
    package func evaluate(_ tree: RenderTree, at time: Double) {
        let start = GLCompositor.phaseClock()
        evaluated.generation = tree.generation
        evaluated.commitTime = tree.commitTime
        evaluated.viewportSize = tree.viewportSize
        tree.evaluate(at: time, into: &evaluated.layers, reusing: &source)
        lastEvaluateSeconds = GLCompositor.phaseClock() - start
    }

    /// Draws the frame last evaluated into the current framebuffer of `pixelWidth`×`pixelHeight` pixels, whose
    /// viewport is `pointSize` points (GLCompositor.render).
    package func render(pixelWidth: Int, pixelHeight: Int, pointSize: CGSize) {
        compositor.render(evaluated, pixelWidth: pixelWidth, pixelHeight: pixelHeight, pointSize: pointSize)
    }

    /// Evaluates `tree` at `time` and draws it.
    package func draw(_ tree: RenderTree, at time: Double, pixelWidth: Int, pixelHeight: Int, pointSize: CGSize) {
        evaluate(tree, at: time)
        render(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pointSize: pointSize)
    }
}
