// Seed 001 listing 6-2, seed 002's block delegate and a custom non-animation CAAction, each run in its scene:
// disabled actions never reach the delegate, the fade's block delegate logs start then "to the end" or
// "but was cancelled", and the custom action moves only the shadow layer.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("action scenes (seeds 000, 001, 002)", .serialized)
struct ActionScenesTests {
    @Test("disabled actions: the disabled layer jumps and its delegate is never asked, even for the removal")
    func disabledActionsNeverSearch() {
        withHarness(DisabledActionsScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 500, y: 100)), at: 0)
            harness.advance(to: 0.1)
            #expect(scene.implicitLookups.askedKeys == ["position"])
            #expect(scene.implicitLayer.animation(forKey: "position") != nil)
            #expect(scene.disabledLayer.animationKeys() == nil)
            #expect(scene.disabledLayer.presentation()?.position.x == 500)
            harness.schedule(.key("R"), at: 0.2)
            harness.advance(to: 0.2)
            #expect(scene.disabledLayer.superlayer == nil)
            #expect(scene.disabledLookups.askedKeys.isEmpty)
            // Put back without disabling: now the search runs and asks for onOrderIn.
            harness.schedule(.key("R"), at: 0.3)
            harness.advance(to: 0.3)
            #expect(scene.disabledLayer.superlayer === harness.root)
            #expect(scene.disabledLookups.askedKeys == [kCAOnOrderIn])
        }
    }

    @Test("the block delegate logs \"beginning to fade in\" then \"did fade to the end\" after 0.75 s; status turns green")
    func fadeRunsToTheEnd() throws {
        try withHarness(AnimationDelegateScene.self) { harness, scene in
            scene.log.echoes = false
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.advance(to: 0.1)
            #expect(scene.log.lines == ["beginning to fade in"])
            let index = try #require(renderIndex(of: scene.fadeLayer, in: harness.root))
            #expect(abs(Double(evaluated(harness, atSceneTime: 0.375)[index].opacity) - 0.5) < 1e-4)
            harness.advance(to: 0.7)
            #expect(scene.log.lines.count == 1)
            harness.advance(to: 0.8)
            #expect(scene.log.lines == ["beginning to fade in", "did fade to the end"])
            #expect(scene.statusLayer.backgroundColor == AnimationDelegateScene.finishedColor)
            let frame = try renderOffscreen(harness, atSceneTime: 0.8)
            #expect(frame.pixel(40, 40, isNear: rgb(AnimationDelegateScene.finishedColor)), "got \(frame.pixel(40, 40))")
        }
    }

    @Test("key C removes the fade early: the block delegate logs \"did fade but was cancelled\"; status turns red")
    func cancelledFade() {
        withHarness(AnimationDelegateScene.self) { harness, scene in
            scene.log.echoes = false
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.schedule(.key("C"), at: 0.3)
            harness.advance(to: 0.4)
            #expect(scene.log.lines == ["beginning to fade in", "did fade but was cancelled"])
            #expect(scene.statusLayer.backgroundColor == AnimationDelegateScene.cancelledColor)
            #expect(scene.fadeLayer.animationKeys() == nil)
        }
    }

    @Test("the custom action: the layer jumps with no animation, the shadow follows over 1 s, the run is logged")
    func customActionMovesTheShadow() {
        withHarness(CustomActionScene.self) { harness, scene in
            scene.log.echoes = false
            let start = scene.shadowLayer.position
            let target = CGPoint(x: 100, y: 500)
            harness.schedule(.click(target), at: 0)
            harness.advance(to: 0)
            #expect(scene.layer.animationKeys() == nil)
            #expect(scene.layer.presentation()?.position == target)
            #expect(scene.shadowLayer.position == target)
            #expect(scene.shadowLayer.animation(forKey: "position")?.duration == CustomActionScene.followDuration)
            #expect(scene.log.lines == ["position → (100, 500): shadow follows"])
            harness.advance(to: 0.5)
            let midway = scene.shadowLayer.presentation()?.position ?? .zero
            #expect(distance(midway, start) > 10 && distance(midway, target) > 10)
            harness.advance(to: 1.05)
            #expect(scene.shadowLayer.presentation()?.position == target)
        }
    }
}
