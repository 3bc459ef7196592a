// Test support: a real CALayer tree hosted by a headless CARenderer and drawn by the offscreen compositor, so
// rendering tests of layer classes (CAGradientLayer, CAShapeLayer) go through the model, the commit and the
// animation evaluation exactly as a window does. Frames are evaluated at a time relative to the commit, so no clock
// is replaced.
import QuartzCore
import Foundation

final class LayerStage {
    let renderer = CARenderer()
    let root = CALayer()

    /// A hosted root of `width`×`height` points with `background`, holding `layers`, committed once.
    init(width: Int = 96, height: Int = 96,
         background: CGColor = CGColor(red: 0.92, green: 0.93, blue: 0.95, alpha: 1), layers: [CALayer]) {
        renderer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = background
        for layer in layers { root.addSublayer(layer) }
        renderer.layer = root
        CATransaction.flush()
    }

    /// Commits pending changes (animations added after hosting, property sets).
    func commit() { CATransaction.flush() }

    /// The latest committed tree drawn `seconds` after its commit.
    func frame(at seconds: Double = 0, on target: OffscreenTarget) -> RGBAFrame {
        let tree = renderer.latestTree
        var evaluated = tree
        tree.evaluate(at: tree.commitTime + seconds, into: &evaluated.layers)
        return target.render(evaluated)
    }

    deinit { renderer.layer = nil }
}

extension CGColor {
    static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }
}
