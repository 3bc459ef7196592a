// The shapes scene: a click animates the ring's strokeEnd 0 → 1 over 1.5 s (drawn up to that fraction of the
// circle), the ants' lineDashPhase runs one dash period per second forever, and the star's path morphs with an
// implicit animation of `path`.
import CoreAnimation
import Foundation
import PlaygroundScenes
import Testing

@Suite("shapes scene", .serialized)
struct ShapesSceneTests {
    @Test("a click fills the ring over 1.5 s (past half at 0.75 s on the default curve) and morphs the star explicitly, point by point")
    func ringFillsAndStarMorphs() throws {
        try withHarness(ShapesScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 10, y: 10)), at: 0)
            harness.advance(to: 0)
            let fill = try #require(scene.ring.animation(forKey: "strokeEnd"))
            #expect(fill.duration == ShapesScene.fillDuration)
            #expect(scene.ring.strokeEnd == 1)
            // `path` has no implicit animation (CAShapeLayer.h): the scene adds an explicit one.
            #expect(scene.morph.animation(forKey: "path")?.duration == ShapesScene.fillDuration)
            let star = try #require(scene.morph.presentation()?.path?.elements)
            harness.advance(to: 0.75)
            let shown = try #require(scene.ring.presentation()?.strokeEnd)
            #expect(shown > 0.5 && shown < 1)
            // Half-way the morph is neither the star nor the pentagon, with the same ten points.
            let midway = try #require(scene.morph.presentation()?.path?.elements)
            let pentagon = try #require(scene.morph.path?.elements)
            #expect(midway.count == star.count && midway != star && midway != pentagon)
        }
    }

    @Test("the ants march: lineDashPhase is −8 half-way through each 1 s period, every period")
    func antsMarch() {
        withHarness(ShapesScene.self) { harness, scene in
            harness.advance(to: 0.5)
            #expect(abs((scene.ants.presentation()?.lineDashPhase ?? 0) + ShapesScene.dashPeriod / 2) < 1e-6)
            harness.advance(to: 2.5)
            #expect(abs((scene.ants.presentation()?.lineDashPhase ?? 0) + ShapesScene.dashPeriod / 2) < 1e-6)
        }
    }
}
