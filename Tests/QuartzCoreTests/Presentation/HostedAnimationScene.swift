// Test support for animations through the real path (spec §2, §8.1, DECISIONS 1): a layer tree hosted by a
// headless CARenderer and committed by a real CATransaction, sampled with a settable media clock.
import Foundation
@testable import QuartzCore

/// A root (400×300) with one child, hosted by a CARenderer and committed once at the clock's current time.
struct HostedAnimationScene {
    let renderer: CARenderer
    let root: CALayer
    let child: CALayer

    init(child: CALayer = CALayer()) {
        CATransaction.flush()   // close anything an earlier test left open on this thread
        renderer = CARenderer()
        renderer.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        self.child = child
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 200, y: 150)
        root.addSublayer(child)
        renderer.layer = root
        CATransaction.flush()
    }

    /// One headless frame at media time `t`: advance the model, evaluate the committed tree, end.
    func frame(at t: CFTimeInterval) {
        renderer.beginFrame(atTime: t)
        renderer.render()
        renderer.endFrame()
    }

    /// The rendered values of the child in the last frame (index 1: root first, then its sublayer).
    var renderedChild: RenderLayer? {
        renderer.renderedLayers.count > 1 ? renderer.renderedLayers[1] : nil
    }
}

/// The x scale of a transform built from scales (no rotation): the length of its first row.
func scaleX(of t: CATransform3D) -> Double {
    Double((t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot())
}
