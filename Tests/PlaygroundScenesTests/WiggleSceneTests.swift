// Seed 004's wiggle: the delegate's cubic keyframe animation passes through the two wagged points.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("wiggle scene (seed 004)", .serialized)
struct WiggleSceneTests {
    @Test("the layer passes through the first wag point at a third of the 1.5 s animation and ends at the click")
    func passesThroughWagPoints() {
        withHarness(WiggleScene.self) { harness, scene in
            let oldP = scene.layer.position
            let newP = CGPoint(x: 400, y: 300)
            harness.schedule(.click(newP), at: 0)
            harness.advance(to: 0)
            let anim = scene.layer.animation(forKey: "position") as? CAKeyframeAnimation
            #expect(anim?.calculationMode == .cubic)
            #expect(anim?.values?.count == 4)
            // The transaction's 1.5 s, not the default 0.25 s in which the wag cannot be seen.
            #expect(anim?.duration == WiggleScene.wiggleDuration)

            let d = distance(oldP, newP), r = d / 3
            let theta = atan2(newP.y - oldP.y, newP.x - oldP.x), wag = 10 * CGFloat.pi / 180
            let p1 = CGPoint(x: oldP.x + r * cos(theta + wag), y: oldP.y + r * sin(theta + wag))
            // Frame 30 is 0.5 s after the commit at frame 0: one third of 1.5 s, the first keyframe time.
            harness.advance(to: 30.0 / 60)
            let seen = scene.layer.presentation()?.position ?? .zero
            #expect(distance(seen, p1) < 0.5)
            // The wag takes the layer off the straight line by r·sin(10°).
            let off = abs((seen.x - oldP.x) * sin(theta) - (seen.y - oldP.y) * cos(theta))
            #expect(abs(off - r * sin(wag)) < 0.5)
            harness.advance(to: 1.55)
            #expect(distance(scene.layer.presentation()?.position ?? .zero, newP) < 0.001)
        }
    }
}
