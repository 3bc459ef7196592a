// Tests of CABasicAnimation evaluation (spec §5.1–5.4) and add semantics (spec §7.6), sampled through the same
// evaluator presentation() uses, at explicit media times.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

/// A delegate that records its callbacks.
final class RecordingAnimationDelegate: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))") }
}

@Suite("Basic animations and add (spec 5, 7.6)")
struct BasicAnimationTests {
    /// Opacity halfway through a 1 s linear animation committed at media time 10, model opacity 0.5.
    func opacity(from: Any?, to: Any?, by: Any?) -> Double {
        let layer = CALayer()
        layer.opacity = 0.5
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.fromValue = from
        anim.toValue = to
        anim.byValue = by
        anim.duration = 1
        layer.add(anim, forKey: "fade")
        _ = layer.commitAnimations(at: 10)
        return Double(layer.presentationValues(at: 10.5).opacity)
    }

    @Test("the eight from/to/by cases interpolate per spec 5.1 (model value P = 0.5)")
    func fromToBy() {
        let cases: [(Any?, Any?, Any?, Double)] = [
            (0.0, 1.0, nil, 0.5),      // from → to
            (0.0, nil, 0.4, 0.2),      // from → from + by
            (nil, 1.0, 0.4, 0.8),      // to − by → to
            (0.1, nil, nil, 0.3),      // from → P
            (nil, 0.9, nil, 0.7),      // P → to
            (nil, nil, 0.2, 0.6),      // P → P + by
            (nil, nil, nil, 0.5),      // no effect
            (0.0, 1.0, 5.0, 0.5),      // all three: from → to
        ]
        for (from, to, by, expected) in cases {
            #expect(abs(opacity(from: from, to: to, by: by) - expected) < 1e-6, "\(String(describing: from)) \(String(describing: to)) \(String(describing: by))")
        }
    }

    @Test("additive adds to the model value; cumulative adds iteration × to; value function rotates through π/2")
    func modifiers() {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        let add = CABasicAnimation(keyPath: "position.x")
        add.fromValue = 0; add.toValue = 10; add.isAdditive = true; add.duration = 1
        layer.add(add, forKey: "a")
        _ = layer.commitAnimations(at: 0)
        #expect(abs(layer.presentationValues(at: 0.5).position.x - 105) < 1e-9)

        let cum = CALayer()
        let c = CABasicAnimation(keyPath: "opacity")
        c.fromValue = 0; c.toValue = 0.1; c.isCumulative = true; c.repeatCount = 3; c.duration = 1
        cum.add(c, forKey: "c")
        _ = cum.commitAnimations(at: 0)
        #expect(abs(Double(cum.presentationValues(at: 2.5).opacity) - 0.25) < 1e-6)

        let rot = CALayer()
        let r = CABasicAnimation(keyPath: "transform")
        r.valueFunction = CAValueFunction(name: .rotateZ); r.fromValue = 0; r.toValue = Double.pi; r.duration = 1
        rot.add(r, forKey: "r")
        _ = rot.commitAnimations(at: 0)
        let t = rot.presentationValues(at: 0.5).transform
        #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 1) < 1e-9)
    }

    @Test("add copies and freezes, defaults duration to 0.25, keys transitions as \"transition\", keeps add order")
    func addSemantics() {
        let layer = CALayer()
        let anim = CABasicAnimation(keyPath: "opacity")
        layer.add(anim, forKey: "one")
        layer.add(CABasicAnimation(keyPath: "position"), forKey: "two")
        layer.add(CATransition(), forKey: "whatever")
        guard let stored = layer.animation(forKey: "one") else { Issue.record("not stored"); return }
        #expect(stored !== anim && stored.isFrozen && !anim.isFrozen)
        #expect(abs(stored.duration - 0.25) < 1e-12)
        #expect(layer.animationKeys() == ["one", "two", "transition"])
        #expect(layer.animation(forKey: "") == nil)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        let p = CABasicAnimation()
        layer.add(p, forKey: "opacity")
        #expect((layer.animation(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
    }

    @Test("replacement and removal send animationDidStop(false) on delivery; duration ≤ 1e-6 calls back synchronously")
    func delegates() {
        MediaTimeTestLock.run {   // delivery to the main run loop is process-wide
            let layer = CALayer()
            let delegate = RecordingAnimationDelegate()
            let anim = CABasicAnimation(keyPath: "opacity")
            anim.delegate = delegate
            layer.add(anim, forKey: "k")
            layer.add(anim, forKey: "k")
            #expect(delegate.events.isEmpty)
            AnimationDelegateQueue.deliverPending()
            #expect(delegate.events == ["stop(false)"])
            let instant = RecordingAnimationDelegate()
            let zero = CABasicAnimation(keyPath: "opacity")
            zero.duration = 1e-7
            zero.delegate = instant
            layer.add(zero, forKey: "k")
            #expect(instant.events == ["start", "stop(true)"])
            #expect(layer.animation(forKey: "k") == nil)
        }
    }

    @Test("a group clips its children to its duration: a 1 s child in a 0.2 s group shows only its first 0.2 s")
    func groupClipping() {
        let layer = CALayer()
        layer.opacity = 1
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = 0; child.toValue = 1; child.duration = 1
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 0.2
        layer.add(group, forKey: "g")
        _ = layer.commitAnimations(at: 0)
        #expect(abs(Double(layer.presentationValues(at: 0.1).opacity) - 0.1) < 1e-6)
        #expect(layer.presentationValues(at: 0.25).opacity == 1)
    }
}

/// CABasicAnimation's three `Any` endpoints live in one shared box (BasicAnimationEndpoints): each still reads
/// back what was set, clearing one keeps the others, and a copy changed afterwards leaves the original alone.
@Suite("CABasicAnimation endpoints: independent values and copies (spec 5.1)")
struct BasicAnimationEndpointStorageTests {
    @Test("from, to and by read back independently; setting one to nil keeps the others")
    func endpointsAreIndependent() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = Float(0.25)
        animation.toValue = Float(0.75)
        animation.byValue = Float(0.5)
        animation.fromValue = nil
        #expect(animation.fromValue == nil)
        #expect(animation.toValue as? Float == 0.75)
        #expect(animation.byValue as? Float == 0.5)
        animation.toValue = nil
        animation.byValue = nil
        #expect(animation.toValue == nil && animation.byValue == nil)
    }

    @Test("a copy changed after copy() leaves the original's endpoints as they were")
    func copiesDoNotShareChanges() throws {
        let original = CABasicAnimation(keyPath: "position")
        original.fromValue = CGPoint(x: 1, y: 2)
        let copy = try #require(original.copy() as? CABasicAnimation)
        copy.toValue = CGPoint(x: 3, y: 4)
        copy.fromValue = nil
        #expect(original.fromValue as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(original.toValue == nil)
        #expect(copy.toValue as? CGPoint == CGPoint(x: 3, y: 4))
    }
}
