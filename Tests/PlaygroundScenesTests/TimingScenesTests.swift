// Springs, the timing-function gallery and QA1673 pause/resume, each run in its scene and sampled at exact
// times from the committed tree.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("timing scenes (springs, curves, pause/resume)", .serialized)
struct TimingScenesTests {
    @Test("springs: the default spring overshoots and is within 0.1% of the distance at its settlingDuration")
    func defaultSpringSettles() throws {
        try withHarness(SpringScene.self) { harness, scene in
            harness.schedule(.key("Space"), at: 0)
            harness.advance(to: 0)
            let spring = try #require(scene.classicLayer.animation(forKey: "position.x") as? CASpringAnimation)
            #expect(spring.duration == spring.settlingDuration)
            #expect(spring.settlingDuration > 1 && spring.settlingDuration < 2)   // ζ = 0.5, ω = 10: ~1.4 s
            let index = try #require(renderIndex(of: scene.classicLayer, in: harness.root))
            let distanceToGo = Double(scene.rightX - scene.leftX)
            let samples = stride(from: 0.0, through: spring.settlingDuration, by: 0.01).map {
                Double(evaluated(harness, atSceneTime: $0)[index].position.x)
            }
            #expect((samples.max() ?? 0) > Double(scene.rightX) + 0.1 * distanceToGo)   // overshoot
            let settled = Double(evaluated(harness, atSceneTime: spring.settlingDuration)[index].position.x)
            #expect(abs(settled - Double(scene.rightX)) <= 0.001 * distanceToGo + 1e-6)
        }
    }

    @Test("springs: the perceptual 0.5 s / bounce 0.3 spring has stiffness (2π/0.5)² and damping 0.7·4π/0.5")
    func perceptualSpring() throws {
        try withHarness(SpringScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.advance(to: 0)
            let spring = try #require(scene.perceptualLayer.animation(forKey: "position.x") as? CASpringAnimation)
            #expect(abs(Double(spring.stiffness) - pow(2 * Double.pi / 0.5, 2)) < 1e-6)
            #expect(abs(Double(spring.damping) - 0.7 * 4 * Double.pi / 0.5) < 1e-6)
            #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
            #expect(abs(Double(spring.bounce) - 0.3) < 1e-9)
            let critical = try #require(scene.criticalLayer.animation(forKey: "position.x") as? CASpringAnimation)
            let index = try #require(renderIndex(of: scene.criticalLayer, in: harness.root))
            let xs = stride(from: 0.0, through: critical.duration, by: 0.01).map {
                Double(evaluated(harness, atSceneTime: $0)[index].position.x)
            }
            #expect(xs.allSatisfy { $0 <= Double(scene.rightX) + 1e-6 })   // bounce 0: no overshoot
            harness.advance(to: critical.duration + 0.05)
            #expect(scene.criticalLayer.animationKeys() == nil)
        }
    }

    @Test("timing gallery: at 0.5, 1 and 1.5 s of 2 s each runner is at its named curve's value (±0.002)")
    func curvesMatchReference() throws {
        try withHarness(TimingFunctionScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.advance(to: 0)
            let travel = Double(scene.bottomY - scene.topY)
            for (runner, name) in zip(scene.runners, TimingFunctionScene.names) {
                let index = try #require(renderIndex(of: runner, in: harness.root))
                let reference = try #require(referenceCurveValues[name])
                for (step, t) in [0.5, 1.0, 1.5].enumerated() {
                    let y = Double(evaluated(harness, atSceneTime: t)[index].position.y)
                    let fraction = (y - Double(scene.topY)) / travel
                    #expect(abs(fraction - reference[step]) < 0.002, "\(name.rawValue) at \(t) s: \(fraction)")
                }
            }
        }
    }

    @Test("pause/resume: paused at 1 s the spinner holds its angle for 1 s, and after resuming it continues from it")
    func pauseAndResume() {
        withHarness(PauseResumeScene.self) { harness, scene in
            @MainActor func angle() -> Double {
                let t = scene.spinner.presentation()?.transform ?? CATransform3DIdentity
                let a = atan2(Double(t.m12), Double(t.m11))
                return a < 0 ? a + 2 * .pi : a
            }
            @MainActor func sliderX() -> Double { Double(scene.slider.presentation()?.position.x ?? 0) }
            harness.schedule(.key("Space"), at: 1)
            harness.schedule(.key("Space"), at: 2)
            harness.advance(to: 1)
            #expect(scene.isPaused)
            let pausedAngle = angle(), pausedX = sliderX()
            // 1 s of a 2 s turn after the first commit at scene time 0.
            #expect(abs(pausedAngle - .pi) < 1e-6)
            harness.advance(to: 2 - 1.0 / 60)
            #expect(abs(angle() - pausedAngle) < 1e-9)
            #expect(abs(sliderX() - pausedX) < 1e-9)
            harness.advance(to: 2.5)
            #expect(!scene.isPaused)
            // 0.5 s of running after the resume: a quarter turn further than at the pause.
            #expect(abs(angle() - (pausedAngle + .pi / 2)) < 1e-6)
        }
    }
}
