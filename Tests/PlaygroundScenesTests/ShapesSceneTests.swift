// The shapes scene: a click animates the ring's strokeEnd 0 → 1 over 1.5 s (drawn up to that fraction of the
// circle), the ants' lineDashPhase runs one dash period per second forever, and the star's path morphs with an
// implicit animation of `path`.
import QuartzCore
import Foundation
import PlaygroundScenes
import SDLHost
import Testing

@MainActor @Suite("shapes scene", .serialized)
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

    /// Where the ray from the morph's centre towards its second point (an inner point of the star: −54° from the
    /// x axis, y down) is `radius` points out, in window points.
    private func morphRay(_ scene: ShapesScene, radius: CGFloat) -> (Int, Int) {
        let centre = scene.morph.convert(CGPoint(x: scene.morph.bounds.midX, y: scene.morph.bounds.midY), to: nil)
        let angle = -0.3 * CGFloat.pi
        return (Int((centre.x + radius * cos(angle)).rounded()), Int((centre.y + radius * sin(angle)).rounded()))
    }

    @Test("the morph drawn frame by frame through one compositor (its shape rasters cached) shows the in-between shape half-way, neither the star nor the pentagon, and the pentagon at the end")
    func morphDrawnMidway() throws {
        try withStage(ShapesScene.name) { harness, stage in
            let scene = try #require(stage.scene as? ShapesScene)
            let window = try HostWindow(title: "morph", width: 800, height: 600, headless: true, announce: false)
            let runner = try HostRunner(window: window)
            func frame() -> ProbedFrame {
                let read = runner.readBack()
                return ProbedFrame(pixels: read.pixels, width: read.width, height: read.height)
            }
            let fill = rgb(scene.morph.fillColor), backdrop = rgb(CGColor(gray: 0.12, alpha: 1))
            // The box is 216.7 points: the star's inner points lie 39 points out, the pentagon's (ten-point) edge
            // 78.9 points out and the half-way shape's inner points (eased 0.5) 59 points out.
            let inHalfway = morphRay(scene, radius: 50), outsideHalfway = morphRay(scene, radius: 70)
            // The demo clicks at 0.2 s; the 1.5 s ease-in-ease-out morph is half-way at 0.95 s. Every frame is drawn.
            harness.advance(to: 0.1) { tree, time in runner.draw(tree, at: time) }
            let star = frame()
            #expect(star.pixel(inHalfway.0, inHalfway.1, isNear: backdrop))
            #expect(star.pixel(outsideHalfway.0, outsideHalfway.1, isNear: backdrop))
            harness.advance(to: 0.95) { tree, time in runner.draw(tree, at: time) }
            let halfway = frame()
            #expect(halfway.pixel(inHalfway.0, inHalfway.1, isNear: fill), "the star is still drawn half-way")
            #expect(halfway.pixel(outsideHalfway.0, outsideHalfway.1, isNear: backdrop), "the pentagon is drawn half-way")
            harness.advance(to: 1.8) { tree, time in runner.draw(tree, at: time) }
            let pentagon = frame()
            #expect(pentagon.pixel(inHalfway.0, inHalfway.1, isNear: fill))
            #expect(pentagon.pixel(outsideHalfway.0, outsideHalfway.1, isNear: fill))
        }
    }
}
