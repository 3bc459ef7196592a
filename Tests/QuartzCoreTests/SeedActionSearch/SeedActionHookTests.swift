// Seed snippets about the action search, ported nearly line by line (seeds 004, 001, 002, 003).
import Foundation
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

@Suite struct SeedActionHookTests {
    // seed 004: -actionForKey: returning nil for position
    final class NoPositionLayer: CALayer {
        override func action(forKey event: String) -> (any CAAction)? {
            if event == "position" { return nil }
            return super.action(forKey: event)
        }
    }

    @Test("seed 004: an action(forKey:) override returning nil for position disables its implicit animation")
    func overrideReturnsNil() {
        let scene = HostedScene(), layer = NoPositionLayer()
        scene.add(layer)
        layer.position = CGPoint(x: 100, y: 100)
        layer.opacity = 0.5
        #expect(layer.animation(forKey: "position") == nil)
        #expect(layer.animation(forKey: "opacity") != nil)
        CATransaction.flush()
    }

    // seed 004: the suppressPositionAnimation switch
    final class SwitchLayer: CALayer {
        override func action(forKey event: String) -> (any CAAction)? {
            if event == "position" && self.value(forKey: "suppressPositionAnimation") != nil {
                return nil
            }
            return super.action(forKey: event)
        }
    }

    @Test("seed 004: [layer setValue:@YES forKey:@\"suppressPositionAnimation\"] turns off the position animation")
    func suppressSwitch() {
        let scene = HostedScene(), layer = SwitchLayer()
        scene.add(layer)
        layer.setValue(true, forKey: "suppressPositionAnimation")
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.animation(forKey: "position") == nil)
        CATransaction.flush()
    }

    @Test("seed 004: an actions-dictionary animation with duration 5 keeps 5 s after setAnimationDuration(1)")
    func actionsDictionaryDuration() throws {
        let scene = HostedScene(), layer = CALayer()
        scene.add(layer)
        let ba = CABasicAnimation()
        ba.duration = 5
        layer.actions = ["position": ba]
        CATransaction.setAnimationDuration(1)
        layer.position = CGPoint(x: 100, y: 100)
        let added = try #require(layer.animation(forKey: "position"))
        #expect(added.duration == 5)
        CATransaction.flush()
    }

    final class WagDelegate: CALayerDelegate {
        var built: CAKeyframeAnimation?
        func action(for layer: CALayer, forKey key: String) -> (any CAAction)? {
            if key == "position" {
                let oldP = layer.position
                let newP = CATransaction.value(forKey: "newP") as? CGPoint ?? .zero
                let d = sqrt(pow(oldP.x - newP.x, 2) + pow(oldP.y - newP.y, 2))
                let r = d / 3.0
                let theta = atan2(newP.y - oldP.y, newP.x - oldP.x)
                let wag = 10 * CGFloat.pi / 180.0
                let p1 = CGPoint(x: oldP.x + r * cos(theta + wag), y: oldP.y + r * sin(theta + wag))
                let p2 = CGPoint(x: oldP.x + r * 2 * cos(theta - wag), y: oldP.y + r * 2 * sin(theta - wag))
                let anim = CAKeyframeAnimation()
                anim.values = [oldP, p1, p2, newP]
                anim.calculationMode = kCAAnimationCubic
                built = anim
                return anim as Any as? any CAAction
            }
            return nil
        }
    }

    @Test("seed 004: the delegate reads the new position from CATransaction.value(forKey: \"newP\")")
    func delegateReadsTransactionValue() throws {
        let scene = HostedScene(), layer = CALayer(), delegate = WagDelegate()
        scene.add(layer)
        layer.delegate = delegate
        let newP = CGPoint(x: 300, y: 300)
        CATransaction.setValue(newP, forKey: "newP")
        layer.position = newP
        let anim = try #require(delegate.built)
        #expect(anim.values?.first as? CGPoint == .zero)
        #expect(anim.values?.last as? CGPoint == newP)
        #expect(layer.animation(forKey: "position") is CAKeyframeAnimation)
        CATransaction.flush()
    }

    final class PushContentsLayer: CALayer {
        override class func defaultAction(forKey aKey: String) -> (any CAAction)? {
            if aKey == "contents" {
                let tr = CATransition()
                tr.type = kCATransitionPush
                tr.subtype = kCATransitionFromLeft
                return tr as Any as? any CAAction
            }
            return super.defaultAction(forKey: aKey)
        }
    }

    @Test("seed 004: a defaultAction(forKey:) override makes contents changes push from the left")
    func defaultActionPush() throws {
        let scene = HostedScene(), layer = PushContentsLayer()
        scene.add(layer)
        layer.contents = CGImage(width: 1, height: 1, rgba: [255, 0, 0, 255], premultiplied: true)
        let tr = try #require(layer.animation(forKey: "transition") as? CATransition)
        #expect(tr.type == .push && tr.subtype == .fromLeft)
        CATransaction.flush()
    }

    final class ContentsDelegate: CALayerDelegate {
        func action(for theLayer: CALayer, forKey theKey: String) -> (any CAAction)? {
            var theAnimation: CATransition?
            if theKey == "contents" {
                theAnimation = CATransition()
                theAnimation?.duration = 1.0
                theAnimation?.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)
                theAnimation?.type = kCATransitionPush
                theAnimation?.subtype = kCATransitionFromRight
            }
            return theAnimation as Any as? any CAAction
        }
    }

    @Test("seed 001 listing 6-1: the delegate swaps contents with a 1 s ease-in push from the right")
    func listing61() throws {
        let scene = HostedScene(), layer = CALayer(), delegate = ContentsDelegate()
        scene.add(layer)
        layer.delegate = delegate
        layer.contents = CGImage(width: 1, height: 1, rgba: [0, 0, 255, 255], premultiplied: true)
        let tr = try #require(layer.animation(forKey: "transition") as? CATransition)
        #expect(tr.duration == 1.0 && tr.type == .push && tr.subtype == .fromRight)
        #expect(tr.timingFunction == CAMediaTimingFunction(name: .easeIn))
        CATransaction.flush()
    }

    @Test("seed 001 listing 6-2: disableActions around removeFromSuperlayer runs no onOrderOut action")
    func listing62() {
        let scene = HostedScene(), aLayer = CALayer(), d = ActionLookupRecorder()
        scene.add(aLayer)
        aLayer.delegate = d
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        aLayer.removeFromSuperlayer()
        CATransaction.commit()
        #expect(d.asked.isEmpty && aLayer.superlayer == nil)
    }

    @Test("seed 003 listing 7.2: a 1 s transaction gives the colour change a 1 s animation")
    func listing72() throws {
        let scene = HostedScene(), colorLayer = CALayer()
        scene.add(colorLayer)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.0)
        colorLayer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        CATransaction.commit()
        let anim = try #require(colorLayer.animation(forKey: "backgroundColor") as? CABasicAnimation)
        #expect(anim.duration == 1.0 && anim.keyPath == "backgroundColor")
        CATransaction.flush()
    }

    @Test("seed 002: the completion block's own change gets the default 0.25 s, not the transaction's 1 s")
    func completionBlockSpin() throws {
        try MediaTimeTestLock.run {   // delivery to the main run loop is process-wide
            let scene = HostedScene(), colorLayer = CALayer()
            scene.add(colorLayer)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1.0)
            CATransaction.setCompletionBlock {
                var transform = colorLayer.affineTransform()
                transform = transform.rotated(by: .pi / 2)
                colorLayer.setAffineTransform(transform)
            }
            colorLayer.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            CATransaction.commit()
            #expect(colorLayer.animation(forKey: "transform") == nil)
            colorLayer.removeAnimation(forKey: "backgroundColor")   // the colour animation stops (removed)
            CATransaction.runPendingCompletionBlocks()
            let spin = try #require(colorLayer.animation(forKey: "transform"))
            #expect(spin.duration == 0.25)
            CATransaction.flush()
        }
    }
}
