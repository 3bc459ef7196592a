// The action search (spec §1.1–1.4; DECISIONS 1–5) and the events that post it (spec §1.2).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct ActionSearchTests {
    @Test("a property set on an unhosted layer looks up no action")
    func unhostedNoSearch() {
        let l = CALayer(), d = ActionLookupRecorder()
        l.delegate = d
        l.opacity = 0.5
        #expect(d.asked.isEmpty && l.opacity == 0.5)
    }

    @Test("a hosted tree that has not been committed since hosting looks up no action")
    func uncommittedNoSearch() {
        CATransaction.flush()
        let host = RenderContextHost(), root = CALayer(), d = ActionLookupRecorder()
        root.delegate = d
        host.host(root)
        root.opacity = 0.5
        #expect(d.asked.isEmpty)
        CATransaction.flush()
        root.opacity = 0.25
        #expect(d.asked == ["opacity"])
        CATransaction.flush()
    }

    @Test("setting a property to the value it already has looks up no action")
    func sameValueNoSearch() {
        let scene = HostedScene(), d = ActionLookupRecorder()
        scene.root.delegate = d
        scene.root.opacity = 1
        scene.root.position = scene.root.position
        #expect(d.asked.isEmpty)
        CATransaction.flush()
    }

    @Test("disableActions stops the lookup itself: the delegate is not asked")
    func disableActionsNoDelegateCall() {
        let scene = HostedScene(), d = ActionLookupRecorder()
        scene.root.delegate = d
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scene.root.opacity = 0.3
        CATransaction.commit()
        #expect(d.asked.isEmpty && scene.root.opacity == 0.3)
    }

    @Test("the search order is delegate, actions, style, style.style, defaultAction")
    func searchOrder() {
        let l = CALayer(), d = ActionLookupRecorder()
        let fromDelegate = LoggingAction(), fromActions = LoggingAction()
        let fromStyle = LoggingAction(), fromInnerStyle = LoggingAction()
        l.delegate = d
        d.answers = ["k": fromDelegate]
        l.actions = ["k": fromActions, "a": fromActions]
        l.style = ["actions": ["k": fromStyle, "a": fromStyle, "s": fromStyle],
                   "style": ["actions": ["i": fromInnerStyle]]]
        #expect(l.action(forKey: "k") as AnyObject === fromDelegate)
        #expect(l.action(forKey: "a") as AnyObject === fromActions)
        #expect(l.action(forKey: "s") as AnyObject === fromStyle)
        #expect(l.action(forKey: "i") as AnyObject === fromInnerStyle)
        #expect(l.action(forKey: "nothing") == nil)
    }

    @Test("NSNull at any stage ends the search and action(forKey:) returns nil")
    func nsNullStops() {
        let l = CALayer(), d = ActionLookupRecorder()
        l.delegate = d
        d.answers = ["opacity": NSNull()]
        l.actions = ["opacity": LoggingAction(), "position": NSNull()]
        #expect(l.action(forKey: "opacity") == nil)
        #expect(l.action(forKey: "position") == nil)
        l.style = ["actions": ["bounds": NSNull()]]
        #expect(l.action(forKey: "bounds") == nil)
    }

    @Test("the action runs after the value is stored; the lookup sees the old value")
    func oldValueAtLookupNewAtRun() {
        let scene = HostedScene(), d = ActionLookupRecorder(), action = LoggingAction()
        scene.root.delegate = d
        d.answers = ["cornerRadius": action]
        var seenAtLookup: CGFloat = -1, seenAtRun: CGFloat = -1
        d.onAsk = { layer, _ in seenAtLookup = layer.cornerRadius }
        action.onRun = { _, layer in seenAtRun = layer?.cornerRadius ?? -1 }
        scene.root.cornerRadius = 12
        #expect(seenAtLookup == 0 && seenAtRun == 12)
        #expect(action.runs.count == 1 && action.runs[0].key == "cornerRadius" && action.runs[0].layer === scene.root)
        CATransaction.flush()
    }

    @Test("frame posts position and bounds; setAffineTransform posts transform")
    func derivedSetters() {
        let scene = HostedScene(), l = CALayer(), d = ActionLookupRecorder()
        scene.add(l)
        l.delegate = d
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        l.setAffineTransform(CGAffineTransform(rotationAngle: 1))
        #expect(d.asked == ["position", "bounds", "transform"])
        CATransaction.flush()
    }

    @Test("setValue(forKey:) with an undefined key posts the action search for that key")
    func undefinedKeySearches() {
        let scene = HostedScene(), d = ActionLookupRecorder()
        scene.root.delegate = d
        scene.root.setValue(3, forKey: "myCustomKey")
        scene.root.setValue(1, forKeyPath: "position.x")
        #expect(d.asked == ["myCustomKey", "position.x"])
        CATransaction.flush()
    }

    @Test("entering a hosted tree posts onOrderIn; leaving posts onOrderOut; hiding and unhiding post them too")
    func orderEvents() {
        let scene = HostedScene(), l = CALayer(), d = ActionLookupRecorder()
        l.delegate = d
        scene.root.addSublayer(l)
        #expect(d.asked == [kCAOnOrderIn])
        CATransaction.flush()
        l.isHidden = true
        l.isHidden = false
        l.removeFromSuperlayer()
        #expect(d.asked == [kCAOnOrderIn, "hidden", kCAOnOrderOut, "hidden", kCAOnOrderIn, kCAOnOrderOut])
        CATransaction.flush()
    }

    @Test("insertions, removals and replacements post sublayers on the superlayer; a replacement posts transition")
    func sublayersEvents() {
        let scene = HostedScene(), d = ActionLookupRecorder(), incoming = ActionLookupRecorder()
        scene.root.delegate = d
        let a = CALayer(), b = CALayer()
        b.delegate = incoming
        scene.root.addSublayer(a)
        CATransaction.flush()
        scene.root.replaceSublayer(a, with: b)
        CATransaction.flush()
        b.removeFromSuperlayer()
        #expect(d.asked == ["sublayers", "sublayers", "sublayers"])
        #expect(incoming.asked.contains(kCATransition) && incoming.asked.contains(kCAOnOrderIn))
        CATransaction.flush()
    }

    @Test("an action that is not an animation runs and may change other layers")
    func customActionChangesOtherLayer() {
        let scene = HostedScene(), l = CALayer(), other = CALayer()
        scene.add(l)
        let action = LoggingAction()
        action.onRun = { _, _ in other.backgroundColor = CGColor.white }
        l.actions = ["opacity": action]
        l.opacity = 0.1
        #expect(action.runs.count == 1 && other.backgroundColor == CGColor.white)
        CATransaction.flush()
    }

    @Test("the built-in action: CABasicAnimation from the old value with timing default; hidden fades; others none")
    func builtInAction() throws {
        let l = CALayer()
        l.opacity = 0.4
        let basic = try #require(l.action(forKey: "opacity") as? CABasicAnimation)
        #expect(basic.keyPath == "opacity" && basic.fromValue as? Float == 0.4 && basic.toValue == nil)
        #expect(basic.timingFunction == CAMediaTimingFunction(name: .default) && basic.duration == 0)
        let fade = try #require(l.action(forKey: "hidden") as? CATransition)
        #expect(fade.type == .fade)
        let component = try #require(l.action(forKey: "position.x") as? CABasicAnimation)
        #expect(component.keyPath == "position.x" && component.fromValue as? CGFloat == 0)
        for key in [kCAOnOrderIn, kCAOnOrderOut, "sublayers", "doubleSided", "custom", "name"] {
            #expect(l.action(forKey: key) == nil)
        }
    }

    final class QuietLayer: CALayer {
        override class func defaultAction(forKey event: String) -> (any CAAction)? {
            event == "opacity" ? NSNull() : super.defaultAction(forKey: event)
        }
    }

    @Test("CALayer.defaultAction is nil; a subclass returning NSNull suppresses the built-in animation")
    func defaultActionSuppresses() {
        #expect(CALayer.defaultAction(forKey: "opacity") == nil)
        #expect(QuietLayer().action(forKey: "opacity") == nil)
        #expect(QuietLayer().action(forKey: "position") != nil)
    }

    @Test("an implicit set on a committed hosted layer adds the built-in animation with the transaction's duration")
    func implicitAnimationAdded() throws {
        let scene = HostedScene(), l = CALayer()
        scene.add(l)
        l.opacity = 0.5
        let anim = try #require(l.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(anim.keyPath == "opacity" && anim.fromValue as? Float == 1 && abs(anim.duration - 0.25) < 1e-12)
        CATransaction.flush()
    }
}
