// The confetti scene: the line emitter's five cells rain from the first frame; a click moves the additive burst
// emitter there and animates "emitterCells.spark.birthRate" 500 → 0 over 0.3 s; Space sets the rain's birthRate
// multiplier to 0 and back to 1.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("confetti scene", .serialized)
struct ConfettiSceneTests {
    @Test("a click moves the burst there and animates its spark cell's birthRate by key path; Space toggles the rain")
    func clickBurstsAndSpaceStopsRain() throws {
        try withHarness(ConfettiScene.self) { harness, scene in
            #expect(scene.rain.emitterCells?.count == 5 && scene.rain.emitterShape == .line)
            let point = CGPoint(x: 300, y: 200)
            harness.schedule(.click(point), at: 0.1)
            harness.advance(to: 0.15)
            #expect(scene.burst.emitterPosition == point)
            let flash = try #require(scene.burst.animation(forKey: "flash") as? CABasicAnimation)
            #expect(flash.keyPath == "emitterCells.spark.birthRate" && flash.duration == 0.3)
            let shown = try #require(scene.burst.presentation()?.value(forKeyPath: "emitterCells.spark.birthRate")
                                     as? Float)
            #expect(shown > 0 && shown < 500)
            harness.schedule(.key("Space"), at: 0.2)
            harness.advance(to: 0.25)
            #expect(scene.rain.birthRate == 0)
        }
    }
}
