// Keyframe calculation modes, path following with rotationMode, and CATransition's model side, end to end:
// added to a hosted layer, committed by a real transaction, sampled through presentation() and the committed
// render tree (spec §6.2–6.5, §7.3).
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("Keyframe modes and transitions through commit (spec 6, 7.3)")
struct KeyframeModesThroughCommitTests {
    /// Adds `anim` to the scene's child under `key`, commits at the clock's time, and returns a sampler of the
    /// child's presentation at `start + dt`.
    func sampler(_ scene: HostedAnimationScene, _ clock: TestClock, _ anim: CAAnimation,
                 key: String) -> (Double) -> CALayer? {
        let start = clock.now
        scene.child.add(anim, forKey: key)
        CATransaction.flush()
        return { dt in
            clock.now = start + dt
            return scene.child.presentation()
        }
    }

    @Test("discrete without keyTimes: value i holds on [i/n, (i+1)/n); with n+1 keyTimes on [kt[i], kt[i+1])")
    func discrete() {
        MediaTimeTestLock.withClock(at: 3000) { clock in
            let scene = HostedAnimationScene()
            let even = CAKeyframeAnimation(keyPath: "opacity")
            even.values = [0.0, 0.5, 1.0]
            even.calculationMode = .discrete
            even.duration = 0.3
            let at = sampler(scene, clock, even, key: "even")
            for (dt, v) in [(0.01, 0.0), (0.099, 0.0), (0.101, 0.5), (0.199, 0.5), (0.201, 1.0), (0.29, 1.0)] {
                #expect(at(dt)?.opacity == Float(v), "even at +\(dt)")
            }
            let timed = CAKeyframeAnimation(keyPath: "opacity")
            timed.values = [0.0, 0.5, 1.0]
            timed.keyTimes = [0, 0.5, 0.9, 1]
            timed.calculationMode = .discrete
            timed.duration = 1
            let at2 = sampler(scene, clock, timed, key: "even")   // replaces the first
            for (dt, v) in [(0.3, 0.0), (0.49, 0.0), (0.51, 0.5), (0.89, 0.5), (0.91, 1.0)] {
                #expect(at2(dt)?.opacity == Float(v), "keyTimes at +\(dt)")
            }
        }
    }

    @Test("paced: key times from distances (30 then 40 → 0, 3/7, 1); given keyTimes and timingFunctions ignored")
    func paced() throws {
        try MediaTimeTestLock.withClock(at: 3100) { clock in
            let scene = HostedAnimationScene()
            let anim = CAKeyframeAnimation(keyPath: "position")
            anim.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 40)]
            anim.keyTimes = [0, 0.9, 1]
            anim.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
            anim.calculationMode = .paced
            anim.duration = 0.7
            let at = sampler(scene, clock, anim, key: "walk")
            for (dt, x, y) in [(0.15, 15.0, 0.0), (0.3, 30.0, 0.0), (0.5, 30.0, 20.0), (0.6, 30.0, 30.0)] {
                let p = try #require(at(dt)).position
                #expect(abs(Double(p.x) - x) < 1e-6 && abs(Double(p.y) - y) < 1e-6, "at +\(dt): \(p)")
            }
        }
    }

    @Test("a path's keyframes are its segment ends; rotateAuto turns by the tangent, rotateAutoReverse adds π")
    func pathRotation() throws {
        try MediaTimeTestLock.withClock(at: 3200) { clock in
            let scene = HostedAnimationScene()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
            let anim = CAKeyframeAnimation(keyPath: "position")
            anim.path = path
            anim.rotationMode = .rotateAuto
            anim.duration = 1
            let at = sampler(scene, clock, anim, key: "follow")
            let first = try #require(at(0.25))
            #expect(abs(Double(first.position.x) - 50) < 1e-6 && abs(Double(first.position.y)) < 1e-6)
            #expect(abs(Double(first.transform.m11) - 1) < 1e-6 && abs(Double(first.transform.m12)) < 1e-6)
            let second = try #require(at(0.75))
            #expect(abs(Double(second.position.x) - 100) < 1e-6 && abs(Double(second.position.y) - 50) < 1e-6)
            #expect(abs(Double(second.transform.m11)) < 1e-6 && abs(Double(second.transform.m12) - 1) < 1e-6)

            let reverse = try #require(anim.copy() as? CAKeyframeAnimation)
            reverse.rotationMode = .rotateAutoReverse
            let at2 = sampler(scene, clock, reverse, key: "follow")
            let back = try #require(at2(0.25))
            #expect(abs(Double(back.transform.m11) + 1) < 1e-6 && abs(Double(back.transform.m12)) < 1e-6)
            #expect(CATransform3DIsIdentity(scene.child.transform))   // the model is untouched
        }
    }

    @Test("CATransition is stored under \"transition\"; its progress maps to start + (end − start)·p′")
    func transitionModelSide() throws {
        try MediaTimeTestLock.withClock(at: 3300) { clock in
            let scene = HostedAnimationScene()
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.startProgress = 0.2
            transition.endProgress = 0.6
            transition.duration = 1
            scene.child.add(transition, forKey: "slide")
            CATransaction.flush()
            #expect(scene.child.animationKeys() == ["transition"])
            #expect(scene.child.animation(forKey: "slide") == nil)
            let layer = try #require(scene.renderer.latestTree.layers.count > 1 ? scene.renderer.latestTree.layers[1] : nil)
            let (track, half) = try #require(layer.transitionProgress(atMediaTime: 3300.5))
            #expect(track.kind == .push && track.direction == .fromRight)
            #expect(abs(half - 0.4) < 1e-6)   // linear: 0.2 + 0.4·0.5 (start/end are Floats)
            let (_, start) = try #require(layer.transitionProgress(atMediaTime: 3300))
            #expect(abs(start - 0.2) < 1e-6)
            #expect(layer.transitionProgress(atMediaTime: 3301.5) == nil)   // ended, fill removed
            _ = clock
        }
    }
}
