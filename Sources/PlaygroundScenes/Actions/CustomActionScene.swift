// A custom, non-animation CAAction installed in the layer's `actions` dictionary for "position": a click moves
// the layer there at once (the action adds no animation), and the action makes a translucent "shadow" layer
// follow over 1 s and logs each run.
import QuartzCore
import Foundation
import HostInterface

package final class CustomActionScene: PlaygroundScene {
    package static let name = "custom-action"
    package static let summary = "A non-animation CAAction on \"position\": the layer jumps, its shadow follows over 1 s"

    package static let title = "A custom action that is not an animation"
    package static let instruction = "Click: the layer jumps there (its action adds no animation); the action makes its shadow follow in 1 s"

    package static let followDuration = 1.0
    package let layer = CALayer()
    package let shadowLayer = CALayer()
    package let log = SceneLog()

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        let frame = CGRect(x: size.width / 2 - 40, y: size.height / 2 - 40, width: 80, height: 80)
        layer.name = "layer"
        shadowLayer.name = "shadow"
        shadowLayer.frame = frame
        // A soft, blurred follower: a faint disc casting a wide shadow (shadowRadius is the blur).
        shadowLayer.backgroundColor = CGColor(gray: 1, alpha: 0.25)
        shadowLayer.cornerRadius = 40
        shadowLayer.shadowColor = CGColor(gray: 0, alpha: 1)
        shadowLayer.shadowOpacity = 0.9
        shadowLayer.shadowRadius = 14
        shadowLayer.shadowOffset = CGSize(width: 0, height: 10)
        layer.frame = frame
        layer.backgroundColor = CGColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 1)
        layer.cornerRadius = 40
        layer.actions = ["position": ShadowFollowAction(shadow: shadowLayer, followDuration: Self.followDuration,
                                                        log: log)]
        root.addSublayer(shadowLayer)
        root.addSublayer(layer)
    }

    package func handle(_ event: HostEvent) {
        guard case .click(let point) = event else { return }
        layer.position = point
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        let points = [CGPoint(x: 0.2, y: 0.3), CGPoint(x: 0.75, y: 0.7), CGPoint(x: 0.7, y: 0.25), CGPoint(x: 0.3, y: 0.7)]
        return DemoScript(length: 6, steps: points.enumerated().map { index, p in
            DemoStep(at: 1.5 * Double(index), .click(CGPoint(x: p.x * size.width, y: p.y * size.height)))
        })
    }
}
