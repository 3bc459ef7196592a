// Seed 004, "hooking into the action search": a click sets the layer's position, passing the new point through
// CATransaction's key-value store ("newP"); the layer's delegate reads it and returns a cubic keyframe animation
// through two points wagged 10° off the straight line, so the layer wiggles on its way. The scene gives the move
// 1.5 s (the transaction's duration, which the delegate's animation takes) so the wag can be seen.
import QuartzCore
import Foundation
import HostInterface

package final class WiggleScene: PlaygroundScene {
    package static let name = "wiggle"
    package static let summary = "Seed 004: the delegate turns position changes into a cubic keyframe wiggle"

    package static let title = "Wiggle: a delegate's keyframe action"
    package static let instruction =
        "Click anywhere: the delegate turns the position change into a keyframe path wagged 10° each way"

    package let layer = CALayer()
    private let wiggler = WiggleDelegate()

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        layer.name = "wiggler"
        layer.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        layer.backgroundColor = CGColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)
        layer.cornerRadius = 12
        layer.delegate = wiggler
        root.addSublayer(layer)
    }

    /// How long the wiggle takes: the delegate's animation leaves its duration to the transaction (spec §2.6), and
    /// at the default 0.25 s a 10° wag passes too quickly to see.
    package static let wiggleDuration: CFTimeInterval = 1.5

    package func handle(_ event: HostEvent) {
        guard case .click(let newP) = event else { return }
        CATransaction.begin()
        CATransaction.setAnimationDuration(SceneGlobals.liveControls.duration(orSceneDefault: Self.wiggleDuration))
        CATransaction.setValue(newP, forKey: "newP")
        layer.position = newP
        CATransaction.commit()
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        let corners = [CGPoint(x: 0.85, y: 0.8), CGPoint(x: 0.15, y: 0.7), CGPoint(x: 0.8, y: 0.2), CGPoint(x: 0.1, y: 0.15)]
        return DemoScript(length: 8, steps: corners.enumerated().map { index, p in
            DemoStep(at: 2 * Double(index), .click(CGPoint(x: p.x * size.width, y: p.y * size.height)))
        })
    }
}

/// The seed's delegate: builds the wiggle from the old position and the "newP" transaction value.
package final class WiggleDelegate: CALayerDelegate {
    package init() {}

    package func action(for layer: CALayer, forKey key: String) -> (any CAAction)? {
        guard key == "position", let newP = CATransaction.value(forKey: "newP") as? CGPoint else { return nil }
        let oldP = layer.position
        let d = sqrt(pow(oldP.x - newP.x, 2) + pow(oldP.y - newP.y, 2))
        let r = d / 3.0
        let theta = atan2(newP.y - oldP.y, newP.x - oldP.x)
        let wag = 10 * CGFloat.pi / 180.0
        let p1 = CGPoint(x: oldP.x + r * cos(theta + wag), y: oldP.y + r * sin(theta + wag))
        let p2 = CGPoint(x: oldP.x + r * 2 * cos(theta - wag), y: oldP.y + r * 2 * sin(theta - wag))
        let anim = CAKeyframeAnimation()
        anim.values = [oldP, p1, p2, newP]
        anim.calculationMode = kCAAnimationCubic
        return anim
    }
}
