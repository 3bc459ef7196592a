// The depth scenes (docs/architecture.md "The playground"): the card flip turns both faces by π about y over 1.2 s inside a
// perspective container (m34 = −1/500) with back-face culling, and the shadow cards lift with implicit animations
// of shadowOffset and shadowRadius (the blur) over 0.5 s.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("depth scenes (flip, shadows)", .serialized)
struct DepthScenesTests {
    @Test("flip: m34 = −1/500 on the container; Space turns the front 0 → π and the back π → 2π over 1.2 s in 15° keyframes")
    func flipTurnsBothFaces() throws {
        try withHarness(FlipCardScene.self) { harness, scene in
            #expect(scene.stageLayer.sublayerTransform.m34 == -1.0 / 500)
            #expect(!scene.front.isDoubleSided && !scene.back.isDoubleSided)
            harness.schedule(.key("Space"), at: 0)
            harness.advance(to: 0)
            let front = try #require(scene.front.animation(forKey: "flip") as? CAKeyframeAnimation)
            let back = try #require(scene.back.animation(forKey: "flip") as? CAKeyframeAnimation)
            #expect(front.keyPath == "transform" && front.duration == FlipCardScene.flipDuration)
            #expect(front.values?.count == FlipCardScene.flipSteps + 1)
            // The back face's keyframes end at 2π (facing the viewer), the front's at π (facing away).
            #expect(abs(((back.values?.last as? CATransform3D)?.m11 ?? 0) - 1) < 1e-9)
            #expect(abs(((front.values?.last as? CATransform3D)?.m11 ?? 0) + 1) < 1e-9)
            harness.advance(to: 0.6)
            // Half-way in time on ease-in-ease-out is half-way in angle: the front is edge-on (cos 90° = 0).
            let m11 = try #require(scene.front.presentation()?.transform.m11)
            #expect(abs(m11) < 0.02)
            // Three quarters in time (ease-in-out: 0.87 of the turn, about 157°): the front faces away (cos < 0).
            harness.advance(to: 0.9)
            #expect((scene.front.presentation()?.transform.m11 ?? 1) < -0.8)
            harness.advance(to: 1.3)
            #expect(scene.showsBack)
            #expect(abs((scene.front.presentation()?.transform.m11 ?? 0) + 1) < 1e-6)
        }
    }

    @Test("shadows: a click animates shadowOffset 4 → 18 and doubles each shadowRadius over 0.5 s")
    func shadowsLift() throws {
        try withHarness(ShadowScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 10, y: 10)), at: 0)
            harness.advance(to: 0)
            for (card, radius) in zip(scene.cards, ShadowScene.radii) {
                let blur = try #require(card.animation(forKey: "shadowRadius"))
                #expect(blur.duration == ShadowScene.liftDuration)
                #expect(card.shadowRadius == radius * 2 && card.shadowOffset == CGSize(width: 0, height: 18))
            }
            harness.advance(to: 0.25)
            let offset = try #require(scene.cards.first?.presentation()?.shadowOffset.height)
            #expect(offset > 4 && offset < 18)
        }
    }
}
