// Seeds 003 and 002: the implicit colour change takes 0.25 s, the explicit transaction 1 s, and the completion
// block runs after its animation, rotating the layer by 90° with the default duration.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("color-change scene (seeds 002, 003)", .serialized)
struct ColorChangeSceneTests {
    @Test("the implicit change lasts 0.25 s and the transaction's change lasts 1 s")
    func durations() {
        withHarness(ColorChangeScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 10, y: 10)), at: 0)
            harness.advance(to: 0)
            #expect(scene.implicitLayer.animation(forKey: "backgroundColor")?.duration == 0.25)
            #expect(scene.timedLayer.animation(forKey: "backgroundColor")?.duration == 1.0)
            harness.advance(to: 0.5)
            #expect(scene.implicitLayer.animation(forKey: "backgroundColor") == nil)
            #expect(scene.timedLayer.animation(forKey: "backgroundColor") != nil)
            #expect(scene.timedLayer.presentation()?.backgroundColor != scene.timedLayer.backgroundColor)
        }
    }

    @Test("the completion block rotates the layer by 90° only after the 1 s colour animation finished")
    func completionBlockRotatesAfterwards() {
        withHarness(ColorChangeScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 10, y: 10)), at: 0)
            harness.advance(to: 0.9)
            #expect(scene.completionLayer.affineTransform().isIdentity)
            harness.advance(to: 1.1)
            let t = scene.completionLayer.affineTransform()
            #expect(abs(t.b - 1) < 1e-9 && abs(t.a) < 1e-9)
            #expect(scene.completionLayer.animation(forKey: "transform")?.duration == 0.25)
        }
    }
}
