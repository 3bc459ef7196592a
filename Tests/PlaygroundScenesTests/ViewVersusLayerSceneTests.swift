// Seed 002, view-backed versus standalone layers: outside a block the view's layer gets no animation and jumps
// while the standalone layer animates; inside `UIView.animate(withDuration:)` the view's layer animates; the
// custom pop block API adds the seed's keyframe animation and resets the model without actions.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("view-vs-layer scene (seed 002)", .serialized)
struct ViewVersusLayerSceneTests {
    @Test("outside a block the standalone layer animates and the view's layer jumps with no animation")
    func viewLayerJumpsOutsideBlocks() {
        withHarness(ViewVersusLayerScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.advance(to: 0)
            #expect(scene.standaloneLayer.animation(forKey: "backgroundColor") != nil)
            #expect(scene.view.layer.animationKeys() == nil)
            harness.advance(to: 0.1)
            #expect(scene.view.layer.presentation()?.backgroundColor == scene.view.backgroundColor?.cgColor)
            #expect(scene.standaloneLayer.presentation()?.backgroundColor != scene.standaloneLayer.backgroundColor)
        }
    }

    @Test("inside UIView.animate(withDuration: 0.5) the view's layer gets a 0.5 s backgroundColor animation")
    func viewLayerAnimatesInsideBlock() {
        withHarness(ViewVersusLayerScene.self) { harness, scene in
            harness.schedule(.key("A"), at: 0)
            harness.advance(to: 0)
            let anim = scene.view.layer.animation(forKey: "backgroundColor")
            #expect(anim?.duration == ViewVersusLayerScene.blockDuration)
            #expect(scene.view.layer.animationKeys() == ["backgroundColor"])
            harness.advance(to: 0.25)
            #expect(scene.view.layer.presentation()?.backgroundColor != scene.view.backgroundColor?.cgColor)
            harness.advance(to: 0.55)
            #expect(scene.view.layer.animationKeys() == nil)
        }
    }

    @Test("the pop block API: keyTimes [0, 0.35, 1], values old/new/old, control points (1,0,0.8,1)/(0.2,0,0,1), model reset")
    func popAnimationIsTheSeeds() throws {
        try withHarness(ViewVersusLayerScene.self) { harness, scene in
            harness.schedule(.key("P"), at: 0)
            harness.advance(to: 0)
            let anim = try #require(scene.view.layer.animation(forKey: "transform") as? CAKeyframeAnimation)
            #expect(scene.view.layer.animationKeys() == ["transform"])
            #expect(anim.duration == ViewVersusLayerScene.popDuration)
            #expect(anim.keyTimes?.map { $0.doubleValue } == [0, 0.35, 1])
            #expect(anim.values?.count == 3)
            let points = (anim.timingFunctions ?? []).map { function -> [Float] in
                var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
                function.getControlPoint(at: 1, values: &c1)
                function.getControlPoint(at: 2, values: &c2)
                return c1 + c2
            }
            #expect(points.count == 2)
            if points.count == 2 {
                #expect(zip(points[0], [1, 0, 0.8, 1]).allSatisfy { abs($0 - $1) < 1e-6 })
                #expect(zip(points[1], [0.2, 0, 0, 1]).allSatisfy { abs($0 - $1) < 1e-6 })
            }
            // The model went back to the old value inside a disableActions transaction: no second animation.
            #expect(CATransform3DIsIdentity(scene.view.layer.transform))
            let index = try #require(renderIndex(of: scene.view.layer, in: harness.root))
            let atPeak = evaluated(harness, atSceneTime: 0.35 * ViewVersusLayerScene.popDuration)[index].transform
            #expect(abs(atPeak.m11) < 1e-6 && abs(atPeak.m12 - 1) < 1e-6)
            harness.advance(to: 0.75)
            #expect(scene.view.layer.animationKeys() == nil)
            #expect(CATransform3DIsIdentity(scene.view.layer.presentation()?.transform ?? CATransform3DIdentity))
        }
    }
}
