// The depth scenes (issue 17's new scenes): the card flip turns both faces by π about y over 1.2 s inside a
// perspective container (m34 = −1/500) with back-face culling, and the shadow cards lift with implicit animations
// of shadowOffset and shadowRadius (the blur) over 0.5 s.
import CoreAnimation
import Foundation
import PlaygroundScenes
import Testing

@Suite("depth scenes (flip, shadows)", .serialized)
struct DepthScenesTests {
    @Test("flip: m34 = −1/500 on the container; Space turns the front 0 → π and the back π → 2π over 1.2 s")
    func flipTurnsBothFaces() throws {
        try withHarness(FlipCardScene.self) { harness, scene in
            #expect(scene.stageLayer.sublayerTransform.m34 == -1.0 / 500)
            #expect(!scene.front.isDoubleSided && !scene.back.isDoubleSided)
            harness.schedule(.key("Space"), at: 0)
            harness.advance(to: 0)
            let front = try #require(scene.front.animation(forKey: "flip") as? CABasicAnimation)
            let back = try #require(scene.back.animation(forKey: "flip") as? CABasicAnimation)
            #expect(front.keyPath == "transform.rotation.y" && front.duration == FlipCardScene.flipDuration)
            #expect(front.fromValue as? CGFloat == 0 && front.toValue as? CGFloat == .pi)
            #expect(back.fromValue as? CGFloat == .pi && back.toValue as? CGFloat == 2 * .pi)
            harness.advance(to: 0.6)
            // Half-way in time on ease-in-ease-out is half-way in angle: the front is edge-on (cos 90° = 0).
            let m11 = try #require(scene.front.presentation()?.transform.m11)
            #expect(abs(m11) < 0.02)
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
