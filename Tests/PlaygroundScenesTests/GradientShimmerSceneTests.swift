// The gradients scene: the text's mask is an axial CAGradientLayer whose locations sweep from [−0.3, −0.15, 0] to
// [1, 1.15, 1.3] every 2 s forever (so at 1 s the bright band is at the middle of the text), and a click animates
// the three panels' colours implicitly.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("gradients scene", .serialized)
struct GradientShimmerSceneTests {
    @Test("the shimmer: at 1 s of 2 s the mask's middle stop is at 0.5; pixels are brighter there than at the ends")
    func shimmerSweeps() throws {
        try withHarness(GradientShimmerScene.self) { harness, scene in
            #expect(scene.text.mask === scene.shimmerMask)
            harness.advance(to: 1)
            let locations = try #require(scene.shimmerMask.presentation()?.locations?.map(\.doubleValue))
            #expect(abs(locations[1] - 0.5) < 1e-6, "\(locations)")
            harness.advance(to: 3)   // a whole period later: the same place again (repeatCount infinity)
            let again = try #require(scene.shimmerMask.presentation()?.locations?.map(\.doubleValue))
            #expect(abs(again[1] - 0.5) < 1e-6)
            let frame = try renderOffscreen(harness, atSceneTime: 3)
            let box = scene.text.frame
            func brightest(_ x0: CGFloat, _ x1: CGFloat) -> Int {
                var best = 0
                for x in stride(from: Int(x0), to: Int(x1), by: 1) {
                    for y in stride(from: Int(box.minY), to: Int(box.maxY), by: 1) { best = max(best, frame.pixel(x, y)[0]) }
                }
                return best
            }
            let middle = brightest(box.midX - 20, box.midX + 20)
            let start = brightest(box.minX, box.minX + 40)
            #expect(middle > 200 && start < 150, "middle \(middle), start \(start)")
        }
    }

    @Test("a click animates every panel's colours implicitly over 1 s")
    func clickAnimatesColours() throws {
        try withHarness(GradientShimmerScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 10, y: 10)), at: 0.1)
            harness.advance(to: 0.1)
            for panel in scene.panels {
                let animation = try #require(panel.animation(forKey: "colors"))
                #expect(animation.duration == 1)
            }
            #expect(Set(scene.panels.map { $0.type }) == [.axial, .radial, .conic])
        }
    }
}
