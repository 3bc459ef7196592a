// Seed 004's non-property actions, ported: the delegate's onOrderIn "pop" group (opacity 0 → lay.opacity with
// the group's duration, transform scale 1.1 autoreversing over 0.1 s, group 0.2 s) and the "byebye" removal
// (CATransaction value "byebye", an opacity action returning a shrink/fade group, a completion block that
// removes the layer once the group has finished). Sampled through hosting, commit and CARenderer frames.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

/// The seed's layer delegate: actionForLayer:forKey: for kCAOnOrderIn and for opacity with "byebye".
final class Seed004LayerDelegate: CALayerDelegate {
    func action(for lay: CALayer, forKey key: String) -> (any CAAction)? {
        if key == kCAOnOrderIn {
            let anim1 = CABasicAnimation(keyPath: "opacity")
            anim1.fromValue = Float(0)
            anim1.toValue = lay.opacity
            let anim2 = CABasicAnimation(keyPath: "transform")
            anim2.toValue = CATransform3DScale(lay.transform, 1.1, 1.1, 1.0)
            anim2.autoreverses = true
            anim2.duration = 0.1
            let group = CAAnimationGroup()
            group.animations = [anim1, anim2]
            group.duration = 0.2
            return group
        }
        if key == "opacity", CATransaction.value(forKey: "byebye") != nil {
            let anim1 = CABasicAnimation(keyPath: "opacity")
            anim1.fromValue = lay.opacity
            anim1.toValue = Float(0)
            let anim2 = CABasicAnimation(keyPath: "transform")
            anim2.toValue = CATransform3DScale(lay.transform, 0.1, 0.1, 1.0)
            let group = CAAnimationGroup()
            group.animations = [anim1, anim2]
            group.duration = 0.2
            return group
        }
        return nil
    }
}

@Suite("Seed 004 pop and byebye")
struct Seed004PopAndByebyeTests {
    @Test("onOrderIn pop: opacity rises linearly to 0.8 over 0.2 s while the scale goes 1 → 1.1 → 1 in 0.2 s")
    func popOnOrderIn() throws {
        try MediaTimeTestLock.withClock(at: 2000) { clock in
            let scene = HostedAnimationScene()
            let delegate = Seed004LayerDelegate()
            let lay = CALayer()
            lay.opacity = 0.8
            lay.delegate = delegate
            scene.root.addSublayer(lay)
            CATransaction.flush()
            let group = try #require(lay.animation(forKey: kCAOnOrderIn) as? CAAnimationGroup)
            #expect(group.beginTime == 2000)
            #expect(lay.opacity == 0.8)
            // (time after the commit, opacity, x scale): the child without a duration runs the group's 0.2 s.
            let samples: [(Double, Double, Double)] = [
                (0.0, 0.0, 1.0), (0.05, 0.2, 1.05), (0.1, 0.4, 1.1), (0.15, 0.6, 1.05), (0.19, 0.76, 1.01),
            ]
            for (dt, opacity, scale) in samples {
                clock.now = 2000 + dt
                let p = try #require(lay.presentation())
                #expect(abs(Double(p.opacity) - opacity) < 1e-5, "opacity at +\(dt)")
                #expect(abs(scaleX(of: p.transform) - scale) < 1e-5, "scale at +\(dt)")
            }
            clock.now = 2000.2
            scene.frame(at: 2000.2)
            #expect(lay.animationKeys() == nil)
            let p = try #require(lay.presentation())
            #expect(p.opacity == 0.8)
            #expect(CATransform3DIsIdentity(p.transform))
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("byebye: shrink and fade over 0.2 s, then the completion block removes the layer on a later turn")
    func byebyeRemoval() throws {
        try MediaTimeTestLock.withClock(at: 2100) { clock in
            let scene = HostedAnimationScene()
            let lay = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.root.addSublayer(lay)
            CATransaction.commit()
            CATransaction.flush()
            let delegate = Seed004LayerDelegate()   // layer delegates are weak: keep it alive
            lay.delegate = delegate
            CATransaction.runPendingCompletionBlocks()

            CATransaction.setCompletionBlock { lay.removeFromSuperlayer() }
            CATransaction.setValue(true, forKey: "byebye")
            lay.opacity = 0
            CATransaction.flush()
            #expect(lay.animationKeys() == ["opacity"])

            for (dt, opacity, scale) in [(0.05, 0.75, 0.775), (0.1, 0.5, 0.55), (0.15, 0.25, 0.325)] {
                clock.now = 2100 + dt
                scene.frame(at: clock.now)
                let p = try #require(lay.presentation())
                #expect(abs(Double(p.opacity) - opacity) < 1e-5, "opacity at +\(dt)")
                #expect(abs(scaleX(of: p.transform) - scale) < 1e-5, "scale at +\(dt)")
                #expect(CATransaction.pendingCompletionBlockCount == 0)
                #expect(lay.superlayer === scene.root)
            }
            clock.now = 2100.2
            scene.frame(at: 2100.2)
            #expect(lay.superlayer === scene.root)   // the block waits for a later run-loop turn
            CATransaction.runPendingCompletionBlocks()
            #expect(lay.superlayer == nil)
            #expect(scene.root.sublayers?.contains { $0 === lay } != true)
            withExtendedLifetime(delegate) {}
        }
    }
}
