// Seed 002's verification examples: a view's layer gets NSNull from its delegate outside animation blocks and a
// CABasicAnimation inside them; the layer's own action(forKey:) converts NSNull to nil.
import QuartzCore
import Foundation
import UIKit
import Testing

@MainActor @Suite("UIView as its layer's delegate")
struct UIViewActionTests {
    @Test("outside an animation block the view returns NSNull and the layer's action(forKey:) returns nil")
    func outsideBlockIsNSNull() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let action = view.action(for: view.layer, forKey: "backgroundColor")
        #expect(action is NSNull)
        #expect(view.layer.action(forKey: "backgroundColor") == nil)
    }

    @Test("inside UIView.animate the view returns a CABasicAnimation with the block's duration")
    func insideBlockIsBasicAnimation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var inside: (any CAAction)?
        UIView.animate(withDuration: 2.0, animations: {
            inside = view.action(for: view.layer, forKey: "backgroundColor")
        })
        let animation = inside as? CABasicAnimation
        #expect(animation != nil)
        #expect(animation?.duration == 2.0)
        #expect(animation?.keyPath == "backgroundColor")
    }

    @Test("a hosted view layer jumps outside blocks and animates inside them")
    func hostedViewLayerAnimatesOnlyInBlocks() {
        let renderer = CARenderer()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSublayer(view.layer)
        renderer.layer = root
        CATransaction.flush()

        view.alpha = 0.5
        #expect(view.layer.animation(forKey: "opacity") == nil)
        UIView.animate(withDuration: 1.0, animations: { view.alpha = 0.2 })
        let added = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(added?.duration == 1.0)
        #expect(view.layer.opacity == 0.2)
    }
}
