// Seeds 003 and 002, implicit animation: a click recolours three layers. The left one uses the implicit
// transaction (0.25 s, listing 7.1), the middle one an explicit transaction of 1 s (listing 7.2), and the right one
// also sets a completion block that then rotates the layer by 90° — at the default 0.25 s, since the block runs
// after its transaction is gone (seed 002's changeColor).
import QuartzCore
import Foundation
import HostInterface

package final class ColorChangeScene: PlaygroundScene {
    package static let name = "color-change"
    package static let summary = "Seeds 002/003: implicit colour change, a 1 s transaction, and a completion block"

    package static let title = "Colour change"
    package static let instruction = "Click: all three change colour; the right one then turns 90° in its completion block"
    package static let timedDuration = 1.0

    package let implicitLayer = CALayer()
    package let timedLayer = CALayer()
    package let completionLayer = CALayer()
    private var random = SceneRandom(seed: 3)

    /// The room below the layers for their labels.
    static let labelRoom: CGFloat = 40

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        let width = size.width / 3
        implicitLayer.name = "implicit 0.25 s"
        timedLayer.name = "transaction 1 s"
        completionLayer.name = "completion block"
        for (index, layer) in [implicitLayer, timedLayer, completionLayer].enumerated() {
            // The completion block's layer is a bar, not a square, so its quarter turn shows: it stands up, lies down.
            let shape = layer === completionLayer ? CGSize(width: 120, height: 56) : CGSize(width: 100, height: 100)
            layer.bounds = CGRect(origin: .zero, size: shape)
            layer.position = CGPoint(x: width * (CGFloat(index) + 0.5), y: (size.height - Self.labelRoom) / 2)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(layer)
        }
    }

    package func handle(_ event: HostEvent) {
        guard case .click = event else { return }
        implicitLayer.backgroundColor = random.color()

        let duration = SceneGlobals.liveControls.duration(orSceneDefault: Self.timedDuration)
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        timedLayer.backgroundColor = random.color()
        CATransaction.commit()

        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setCompletionBlock { [completionLayer] in
            var transform = completionLayer.affineTransform()
            transform = transform.rotated(by: .pi / 2)
            completionLayer.setAffineTransform(transform)
        }
        completionLayer.backgroundColor = random.color()
        CATransaction.commit()
    }

    package func labels() -> [SceneLabel] {
        [(implicitLayer, "implicit: 0.25 s"), (timedLayer, "CATransaction 1 s"),
         (completionLayer, "1 s, then completion block turns it")].map { layer, text in
            // Below the farthest any of them reaches, the bar at mid-turn included (its half-diagonal).
            SceneLabel(text, at: CGPoint(x: layer.position.x, y: layer.position.y + hypot(60, 28) + 8))
        }
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 2.5, steps: [DemoStep(at: 0, .click(CGPoint(x: size.width / 2, y: size.height * 0.85)))])
    }
}
