// presentation() through the real path (spec §1.4, §2.2–2.3, §3.5, §8.1; DECISIONS 1): a hosted tree, a real
// CATransaction commit (implicit via flush, explicit begin/commit), values sampled with CASetMediaTimeSource.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("presentation() through hosting and commit (spec 8.1)")
struct PresentationThroughCommitTests {
    /// 1 − default.solve(0.5): the default timing function (0.25, 0.1, 0.25, 1) half-way, spec §4.
    static let defaultHalfWayOpacity = 1 - 0.802403

    @Test("implicit opacity 1→0 committed by flush: at +0.125 s presentation opacity is 1 − default.solve(0.5)")
    func implicitOpacity() throws {
        try MediaTimeTestLock.withClock(at: 100) { clock in
            let scene = HostedAnimationScene()
            scene.child.opacity = 0
            CATransaction.flush()
            #expect(scene.child.opacity == 0)   // the model value is the final value at once
            #expect(scene.child.animationKeys() == ["opacity"])
            #expect(scene.child.animation(forKey: "opacity")?.beginTime == 100)   // stamped at the commit
            clock.now = 100.125
            let p = try #require(scene.child.presentation())
            #expect(abs(Double(p.opacity) - Self.defaultHalfWayOpacity) < 1e-4)
            clock.now = 100.0625
            let early = try #require(scene.child.presentation())
            #expect(Double(early.opacity) > Self.defaultHalfWayOpacity)   // still fading: earlier is more opaque
            clock.now = 100.25
            #expect(try #require(scene.child.presentation()).opacity == 0)   // ended, fill removed: the model
        }
    }

    @Test("explicit begin/commit with a 1 s transaction duration: position is linear in eased time")
    func explicitTransaction() throws {
        try MediaTimeTestLock.withClock(at: 200) { clock in
            let scene = HostedAnimationScene()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            scene.child.position = CGPoint(x: 300, y: 150)
            CATransaction.commit()
            #expect(scene.child.animation(forKey: "position")?.duration == 1)
            for (dt, x) in [(0.0, 200.0), (0.25, 225.0), (0.5, 250.0), (0.75, 275.0)] {
                clock.now = 200 + dt
                let p = try #require(scene.child.presentation())
                #expect(abs(Double(p.position.x) - x) < 1e-6, "at +\(dt)")
                #expect(p.position.y == 150)
            }
        }
    }

    @Test("presentation() is nil for a bare layer and for a hosted tree before its first commit")
    func nilUntilHostedAndCommitted() {
        MediaTimeTestLock.withClock(at: 300) { _ in
            CATransaction.flush()
            let bare = CALayer()
            let sub = CALayer()
            bare.addSublayer(sub)
            CATransaction.flush()
            #expect(bare.presentation() == nil)   // committed, but not in a render context
            #expect(sub.presentation() == nil)
            let renderer = CARenderer()
            renderer.layer = bare
            #expect(bare.presentation() == nil)   // hosted, not yet committed
            CATransaction.flush()
            #expect(bare.presentation() != nil)
            #expect(sub.presentation() != nil)
        }
    }

    @Test("presentation().model() is the layer; presentation of a presentation is itself; sublayers are copies")
    func identity() throws {
        try MediaTimeTestLock.withClock(at: 400) { _ in
            let scene = HostedAnimationScene()
            let p = try #require(scene.root.presentation())
            #expect(p.model() === scene.root)
            #expect(scene.root.model() === scene.root)
            #expect(p.presentation() === p)
            #expect(p !== scene.root)
            let subs = try #require(p.sublayers)
            #expect(subs.count == 1)
            #expect(subs[0] !== scene.child)
            #expect(subs[0].model() === scene.child)
            #expect(subs[0].superlayer === p)
            #expect(subs[0].position == scene.child.position)
        }
    }

    @Test("an animation on a custom key shows in presentation(), the model keeps its value")
    func customKey() throws {
        try MediaTimeTestLock.withClock(at: 500) { clock in
            let scene = HostedAnimationScene()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.child.setValue(CGFloat(2), forKey: "wobble")
            CATransaction.commit()
            let anim = CABasicAnimation(keyPath: "wobble")
            anim.fromValue = 10.0
            anim.toValue = 20.0
            anim.duration = 1
            scene.child.add(anim, forKey: "w")
            CATransaction.flush()
            clock.now = 500.25
            let p = try #require(scene.child.presentation())
            let shown = try #require(AnimatableValue.number(p.value(forKey: "wobble") as Any))
            #expect(abs(shown - 12.5) < 1e-9)
            #expect(AnimatableValue.number(scene.child.value(forKey: "wobble") as Any) == 2)
            clock.now = 501
            let after = try #require(scene.child.presentation())
            #expect(AnimatableValue.number(after.value(forKey: "wobble") as Any) == 2)
        }
    }
}
