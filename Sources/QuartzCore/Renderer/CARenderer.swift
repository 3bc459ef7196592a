// CARenderer (API.md): a render context hosting a layer tree. The headless one evaluates animations without
// pixels: beginFrame advances the model's animations (delegates scheduled, finished ones removed), render()
// evaluates the last committed RenderTree at the frame time, nextFrameTime() says when a frame is next needed.
import Foundation

open class CARenderer: RenderContextHost {
    private var frameTime: CFTimeInterval = 0
    private var inFrame = false
    /// The presentation values of the last rendered frame (reused buffer: no allocation in steady state).
    package private(set) var renderedLayers: [RenderLayer] = []
    /// The committed layers `renderedLayers` holds (frames of the same tree evaluate only the animated layers).
    private var renderedFrom = EvaluationSource()

    public override init() {
        super.init()
    }

    /// The hosted root; layers below it count as "on screen" (DECISIONS 1).
    open var layer: CALayer? {
        get { rootLayer }
        set { host(newValue) }
    }

    /// The context's bounds; its size becomes the render tree's viewport.
    open var bounds: CGRect = .zero {
        didSet {
            let values = [bounds.origin.x, bounds.origin.y, bounds.width, bounds.height]
            guard values.allSatisfy(\.isFinite) else {
                EngineDiagnostics.report(
                    "CARenderer.bounds was set to a rectangle that is not finite (NaN or infinity); the bounds keep "
                        + "their previous value.")
                bounds = oldValue
                return
            }
            viewportSize = bounds.size
        }
    }

    /// Starts a frame at media time `t`: advances the hosted tree's animations to `t`.
    open func beginFrame(atTime t: CFTimeInterval) {
        if inFrame {
            EngineDiagnostics.report("CARenderer.beginFrame(atTime:) called twice without endFrame(); continuing.")
        }
        guard t.isFinite else {
            EngineDiagnostics.report(
                "CARenderer.beginFrame(atTime:) was given a time that is not finite (NaN or infinity); the frame "
                    + "keeps the previous frame's time. Pass CACurrentMediaTime() or another media time.")
            inFrame = true
            return
        }
        if t < frameTime {
            EngineDiagnostics.report(
                "CARenderer.beginFrame(atTime:) was given a time before the previous frame's; frames are rendered "
                    + "at the times given, but animations that finished and were removed do not come back.")
        }
        inFrame = true
        frameTime = t
        rootLayer?.advanceAnimations(to: t)
    }

    /// Evaluates the committed tree at the frame time (headless: no pixels).
    open func render() {
        latestTree.evaluate(at: frameTime, into: &renderedLayers, reusing: &renderedFrom)
    }

    /// Ends the frame.
    open func endFrame() {
        inFrame = false
    }

    /// The media time of the next frame needed: the frame time while something animates, the start of the
    /// earliest delayed animation, or .infinity when nothing animates.
    open func nextFrameTime() -> CFTimeInterval {
        rootLayer?.nextAnimationFrameTime(after: frameTime) ?? .infinity
    }
}
