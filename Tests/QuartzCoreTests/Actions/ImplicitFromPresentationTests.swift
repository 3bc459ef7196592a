// The built-in implicit animation starts from the presentation value (spec §1.4, DECISIONS 5): interrupting an
// implicit fade half-way makes the new animation start where the layer is on screen, not at the old model
// value. Through a hosted CARenderer tree, real commits and the shared test clock.
import Foundation
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

@Suite("implicit animation fromValue = presentation value (spec 1.4)")
struct ImplicitFromPresentationTests {
    /// default.solve(0.5) for the default timing function (0.25, 0.1, 0.25, 1), spec §4.
    static let defaultHalfWay = 0.802403
    /// The opacity of a 1→0 default-timed fade half-way through: 1 − default.solve(0.5).
    static let halfFaded = 1 - defaultHalfWay

    @Test("opacity 1→0, then 1 again at +0.125 s: fromValue is the presentation opacity ≈ 0.1976, not 0")
    func interruptedFadeStartsFromPresentation() throws {
        try MediaTimeTestLock.withClock(at: 500) { clock in
            let scene = HostedAnimationScene()
            scene.child.opacity = 0
            CATransaction.flush()
            clock.now = 500.125
            scene.child.opacity = 1
            let restart = try #require(scene.child.animation(forKey: "opacity") as? CABasicAnimation)
            let from = try #require(restart.fromValue as? Float)
            #expect(abs(Double(from) - Self.halfFaded) < 1e-4)
            #expect(restart.toValue == nil)
            CATransaction.flush()
            // Rendered frames: continuous at the interruption, then default-eased towards 1.
            scene.frame(at: 500.125)
            let atStart = try #require(scene.renderedChild?.opacity)
            #expect(abs(Double(atStart) - Self.halfFaded) < 1e-4)
            scene.frame(at: 500.25)
            let halfWay = try #require(scene.renderedChild?.opacity)
            let expected = Self.halfFaded + (1 - Self.halfFaded) * Self.defaultHalfWay
            #expect(abs(Double(halfWay) - expected) < 1e-4)
            scene.frame(at: 500.375)
            #expect(scene.renderedChild?.opacity == 1)
        }
    }

    @Test("position: an interrupted move continues from the presentation position (linear, 1 s)")
    func interruptedMoveStartsFromPresentation() throws {
        try MediaTimeTestLock.withClock(at: 600) { clock in
            let scene = HostedAnimationScene()   // child at (200, 150)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            scene.child.position = CGPoint(x: 300, y: 150)
            CATransaction.commit()
            clock.now = 600.4
            scene.child.position = CGPoint(x: 0, y: 0)
            let restart = try #require(scene.child.animation(forKey: "position") as? CABasicAnimation)
            let from = try #require(restart.fromValue as? CGPoint)
            #expect(abs(Double(from.x) - 240) < 1e-4)   // 200 + 0.4 · 100; the timing solver is exact to ~1e-5
            #expect(from.y == 150)
            CATransaction.flush()
        }
    }

    @Test("without a committed animation the fromValue is the model value (hosted, nothing running)")
    func noAnimationUsesModelValue() throws {
        try MediaTimeTestLock.withClock(at: 700) { _ in
            let scene = HostedAnimationScene()
            scene.child.opacity = 0.25
            let animation = try #require(scene.child.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(animation.fromValue as? Float == 1)
            CATransaction.flush()
        }
    }
}
