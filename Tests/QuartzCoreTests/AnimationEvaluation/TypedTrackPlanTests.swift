// The typed steps of the in-place evaluation (TypedTrackPlan, TypedTrackStep): layers whose tracks all take one are
// evaluated by them, straight into the kept records, and every record must equal a fresh full evaluation
// (RenderLayer.applyAnimations, the general path) field for field: while a track is active, before it starts and
// after it ends (the committed value put back), for an overflowed value, a colour, a point, an additive cumulative
// rotation. Layers the plan must not take (a rotation on a transform that is not the identity, two tracks of one
// property) are left to the general path, and the plan holds exactly the steps of the others.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("Typed in-place evaluation steps")
struct TypedTrackPlanTests {
    static func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil,
                      duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        return animation
    }

    /// Seven tiles: four the plan takes (ten steps), three it leaves to the general path.
    static func scene() -> HostedAnimationScene {
        let scene = HostedAnimationScene()
        func tile(_ x: Double) -> CALayer {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.position = CGPoint(x: x, y: 40)
            layer.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
            scene.root.addSublayer(layer)
            return layer
        }
        // A spinning, fading tile (framebench's): two steps.
        let spinning = tile(10)
        let spin = basic("transform.rotation.z", from: 0.0, to: 2 * Double.pi, duration: 1.3)
        spin.repeatCount = .infinity
        spinning.add(spin, forKey: "spin")
        let fade = basic("opacity", from: 1.0, to: 0.35, duration: 0.7)
        fade.autoreverses = true
        fade.repeatCount = .infinity
        fade.timeOffset = 0.3
        spinning.add(fade, forKey: "fade")
        // A colour that starts later and ends (the committed value before and after), and an additive, cumulative
        // rotation about x: two steps.
        let tinted = tile(40)
        let tint = basic("backgroundColor", to: CGColor(red: 0, green: 0, blue: 1, alpha: 1), duration: 0.4)
        tint.beginTime = CACurrentMediaTime() + 0.5
        tinted.add(tint, forKey: "tint")
        let tilt = basic("transform.rotation.x", by: 1.0, duration: 0.5)
        tilt.isAdditive = true
        tilt.isCumulative = true
        tilt.repeatCount = 3
        tinted.add(tilt, forKey: "tilt")
        // A point from a value to the committed one, a radius by a delta, an angle that overflows, and a track with
        // no endpoint (the committed value stays): four steps.
        let moving = tile(70)
        moving.add(basic("position", from: CGPoint(x: 5, y: 6)), forKey: "move")
        moving.add(basic("cornerRadius", by: 8.0), forKey: "round")
        moving.add(basic("transform.rotation.y", from: 0.0, to: Double.infinity), forKey: "overflow")
        moving.add(basic("zPosition"), forKey: "idle")
        // The general path's: a rotation on a scaled transform, two tracks of one property, and a transition.
        let scaled = tile(100)
        scaled.transform = CATransform3DMakeScale(2, 2, 1)
        scaled.add(basic("transform.rotation.z", to: 1.0), forKey: "spin")
        scaled.add(basic("opacity", to: 0.5), forKey: "fade")
        let stacked = tile(130)
        for delta in [0.2, -0.5] {
            let dim = basic("opacity", by: delta)
            dim.isAdditive = true
            stacked.add(dim, forKey: "dim\(delta)")
        }
        let sliding = tile(160)
        let push = CATransition()
        push.type = .push
        push.duration = 1
        sliding.add(push, forKey: nil)
        // Two tracks inside a group that delays, slows and repeats them, one eased: two steps, sampled through the
        // group's timing (the others keep their timing in the step).
        let grouped = tile(190)
        let bounce = basic("position", to: CGPoint(x: 210, y: 60), duration: 0.6)
        bounce.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let grow = basic("cornerRadius", from: 2.0, to: 9.0, duration: 0.8)
        grow.autoreverses = true
        let group = CAAnimationGroup()
        group.animations = [bounce, grow]
        group.duration = 1.1
        group.beginTime = CACurrentMediaTime() + 0.2
        group.speed = 1.5
        group.repeatCount = 2
        group.fillMode = .both
        grouped.add(group, forKey: "group")
        CATransaction.flush()
        return scene
    }

    @Test("layers whose tracks all take typed steps evaluate to exactly the general path's records")
    func typedStepsEqualGeneralPath() {
        MediaTimeTestLock.withClock(at: 4300) { _ in
            let scene = Self.scene()
            let tree = scene.renderer.latestTree
            var kept: [RenderLayer] = []
            var source = EvaluationSource()
            for t in [0.0, 0.1, 0.45, 0.6, 0.3, 0.95, 1.0, 1.2, 1.6, 2.5, 0.7] {
                tree.evaluate(at: 4300 + t, into: &kept, reusing: &source)
                #expect(ReusedEvaluationTests.fingerprint(kept) == ReusedEvaluationTests.fingerprint(tree.evaluate(at: 4300 + t)),
                        "at +\(t)")
            }
            // Ten steps (2 + 2 + 4 + 2); the three general layers (and nothing else) left to reapplyAnimations.
            #expect(source.plan.count == 10)
            // Five of them are one number and run in the compact form (the spin and the fade, the tilt, the radius
            // and the overflowing angle); the colour, the point, the idle track and the grouped two do not.
            #expect(source.plan.scalarCount == 5)
            #expect(source.frameIndices.count == 3)
            // The values are really animated: the tint is on at +0.7 and off (committed) at +1.0.
            let during = tree.evaluate(at: 4300.7), after = tree.evaluate(at: 4301.0)
            // (Index 0 is the root, 1 the scene's static child, 2 the spinning tile, 3 the tinted one.)
            #expect(during[3].backgroundColor != after[3].backgroundColor)
            #expect(after[3].backgroundColor == tree.layers[3].backgroundColor)
            #expect(during[2].transform.m12 != 0)
            // The grouped tile (index 8) moves while the group runs its first cycle.
            #expect(tree.evaluate(at: 4300.45)[8].position != tree.layers[8].position)
        }
    }

    @Test("a spin's step stores only the five entries a rotation about z changes; the other eleven stay the identity's")
    func spinStoresOnlyTheEntriesARotationChanges() {
        MediaTimeTestLock.withClock(at: 4300) { _ in
            let scene = Self.scene()
            let tree = scene.renderer.latestTree
            var kept: [RenderLayer] = []
            var source = EvaluationSource()
            tree.evaluate(at: 4300.1, into: &kept, reusing: &source)
            // (Index 2 is the spinning tile: its spin runs as a compact rotation about z.)
            #expect(kept[2].transform.m12 != 0)
            #expect(kept[2].transform.m13.bitPattern == 0 && kept[2].transform.m44 == 1)
            // An entry the rotation changes is written again each frame, whatever the buffer held.
            kept[2].transform.m11 = 7
            tree.evaluate(at: 4300.2, into: &kept, reusing: &source)
            #expect(ReusedEvaluationTests.fingerprint(kept) == ReusedEvaluationTests.fingerprint(tree.evaluate(at: 4300.2)))
            // The twin: an entry it does not change is left as the buffer holds it (the identity's bits, from the
            // committed record, in every evaluation that keeps the contract), so a wrong one there stays wrong and
            // the comparison with a fresh evaluation sees it.
            kept[2].transform.m13 = 7
            tree.evaluate(at: 4300.3, into: &kept, reusing: &source)
            #expect(kept[2].transform.m13 == 7)
            #expect(ReusedEvaluationTests.fingerprint(kept) != ReusedEvaluationTests.fingerprint(tree.evaluate(at: 4300.3)))
        }
    }
}
