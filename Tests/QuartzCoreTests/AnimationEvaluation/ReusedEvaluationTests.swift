// The frame loop's in-place evaluation (RenderTree+ReusedEvaluation.swift): frames of the same committed tree
// rewrite only the animated layers in a kept buffer, putting back the fields the tracks write first. Every record
// must equal a fresh full evaluation at the same time, field for field — stacked additive tracks on one property,
// a keyframe path's rotation (which writes `transform` too), colours, a shape layer's part, a transition and a
// static layer included — and a new tree or a changed buffer is never mistaken for the one held.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("In-place evaluation of an unchanged tree")
struct ReusedEvaluationTests {
    /// Every field of every record, as text (floating-point values print exactly), so two evaluations compare whole.
    static func fingerprint(_ layers: [RenderLayer]) -> [String] {
        layers.map { layer in
            var text = ""
            dump(layer, to: &text)
            return text
        }
    }

    /// A hosted scene whose child layers carry one of each kind of track the in-place path restores.
    static func animatedScene() -> HostedAnimationScene {
        let scene = HostedAnimationScene()
        let child = scene.child
        for delta in [30.0, -12.5] {   // two additive tracks on one property: the second builds on the first
            let nudge = CABasicAnimation(keyPath: "position.x")
            nudge.byValue = delta
            nudge.isAdditive = true
            nudge.duration = 2
            child.add(nudge, forKey: "nudge\(delta)")
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 0.9
        fade.duration = 1
        child.add(fade, forKey: "fade")

        let follower = CALayer()
        follower.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.rotationMode = .rotateAuto
        follow.duration = 1
        follower.add(follow, forKey: "follow")
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tint.duration = 1
        follower.add(tint, forKey: "tint")
        scene.root.addSublayer(follower)

        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        shape.add(draw, forKey: "draw")
        scene.root.addSublayer(shape)

        let sliding = CALayer()
        let transition = CATransition()
        transition.type = .push
        transition.duration = 1
        sliding.add(transition, forKey: nil)
        scene.root.addSublayer(sliding)

        scene.root.addSublayer(CALayer())   // static: never evaluated again
        CATransaction.flush()
        return scene
    }

    @Test("frames of one tree evaluated in place equal full evaluations, field for field, before, during and after")
    func inPlaceEqualsFullCopy() {
        MediaTimeTestLock.withClock(at: 4000) { _ in
            let scene = Self.animatedScene()
            let tree = scene.renderer.latestTree
            var kept: [RenderLayer] = []
            var source = EvaluationSource()
            // Backwards in time too: nothing of an earlier frame may leak into a later one.
            for t in [0.0, 0.1, 0.35, 0.5, 0.2, 0.99, 1.0, 1.5, 2.5, 0.6] {
                tree.evaluate(at: 4000 + t, into: &kept, reusing: &source)
                let full = tree.evaluate(at: 4000 + t)
                #expect(Self.fingerprint(kept) == Self.fingerprint(full), "at +\(t)")
            }
            #expect(kept.count == 6)
            // The animated values are really there (not both sides unanimated).
            let halfway = tree.evaluate(at: 4000.5)
            #expect(abs(Double(halfway[1].opacity) - 0.55) < 1e-6)
            #expect(halfway.contains { $0.activeTransition != nil })
        }
    }

    @Test("a new commit's tree, even of the same size, is evaluated from its own records")
    func newTreeIsNotTheHeldOne() {
        MediaTimeTestLock.withClock(at: 4100) { clock in
            let scene = Self.animatedScene()
            var kept: [RenderLayer] = []
            var source = EvaluationSource()
            let first = scene.renderer.latestTree
            first.evaluate(at: 4100.25, into: &kept, reusing: &source)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.child.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
            scene.child.position = CGPoint(x: 10, y: 20)
            CATransaction.commit()
            let second = scene.renderer.latestTree
            #expect(second.layers.count == first.layers.count && second.generation != first.generation)
            clock.now = 4100.5
            second.evaluate(at: 4100.5, into: &kept, reusing: &source)
            #expect(Self.fingerprint(kept) == Self.fingerprint(second.evaluate(at: 4100.5)))
            #expect(kept[1].bounds.size == CGSize(width: 60, height: 20))
        }
    }

    @Test("a buffer shortened or refilled by someone else is filled again in full")
    func changedBufferIsRefilled() {
        MediaTimeTestLock.withClock(at: 4200) { _ in
            let scene = Self.animatedScene()
            let tree = scene.renderer.latestTree
            var kept: [RenderLayer] = []
            var source = EvaluationSource()
            tree.evaluate(at: 4200.25, into: &kept, reusing: &source)
            kept.removeLast()
            tree.evaluate(at: 4200.5, into: &kept, reusing: &source)
            #expect(Self.fingerprint(kept) == Self.fingerprint(tree.evaluate(at: 4200.5)))
        }
    }
}
