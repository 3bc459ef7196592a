// Seed 002's click-to-move example, replayed headless: the layer moves over 4 s in an explicit transaction, and a
// click on the moving layer — hit-tested on its presentation layer — recolours it instead of moving it.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("click-to-move scene (seed 002)", .serialized)
struct ClickToMoveSceneTests {
    @Test("after a click at (300,200) the presentation is between start and target at 2 s and at the target after 4 s")
    func movesOverFourSeconds() {
        withHarness(ClickToMoveScene.self) { harness, scene in
            let start = CGPoint(x: 400, y: 300), target = CGPoint(x: 300, y: 200)
            harness.schedule(.click(target), at: 0)
            harness.advance(to: 2)
            let midway = scene.colorLayer.presentation()?.position ?? .zero
            #expect(scene.colorLayer.position == target)
            #expect(distance(midway, start) > 5)
            #expect(distance(midway, target) > 5)
            #expect(midway.x < start.x && midway.x > target.x)
            harness.advance(to: 4.1)
            let end = scene.colorLayer.presentation()?.position ?? .zero
            #expect(distance(end, target) < 0.001)
            #expect(scene.colorLayer.animation(forKey: "position") == nil)
        }
    }

    @Test("a click on the moving layer's presentation changes its colour and does not move it")
    func clickOnMovingLayerRecolours() {
        withHarness(ClickToMoveScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 100, y: 300)), at: 0)
            harness.advance(to: 2)
            let seen = scene.colorLayer.presentation()?.position ?? .zero
            let colourBefore = scene.colorLayer.backgroundColor
            // The next frame (1/60 s later) delivers the click where the person saw the layer.
            harness.schedule(.click(seen), at: harness.sceneTime)
            harness.advance(to: harness.sceneTime)
            #expect(scene.colorLayer.backgroundColor != colourBefore)
            #expect(scene.colorLayer.position == CGPoint(x: 100, y: 300))
        }
    }
}
