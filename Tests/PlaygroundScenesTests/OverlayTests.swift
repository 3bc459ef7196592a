// The HUD and the inspector overlay, fed by hand and drawn offscreen: the FPS digits, the frame-time bars against
// the 16.7 ms budget, commit and render times, and the inspector's outline at the MODEL position while the
// click-to-move layer's presentation is still on its way (seed 002).
import CoreAnimation
import Foundation
import HostInterface
import PlaygroundScenes
import SDLHost
import Testing

/// Frame timings presented `interval` apart, each drawn in `drawTime`.
func timings(count: Int, interval: Double, drawTime: Double = 0.004, start: Double = 50) -> [FrameTiming] {
    (0..<count).map { i in
        let end = start + Double(i) * interval
        return FrameTiming(start: end - drawTime, end: end, deadline: end, missed: false, skippedBefore: 0,
                           treeGeneration: UInt64(i))
    }
}

@Suite("HUD and inspector overlays", .serialized)
struct OverlayTests {
    @Test("HUD text: 61 frames 1/60 s apart read FPS 60.0; commit 1.25 ms and render 4 ms are shown in ms")
    func hudText() {
        let hud = HUDOverlay()
        hud.update(frameTimes: timings(count: 61, interval: 1.0 / 60), commitDuration: 0.00125)
        #expect(hud.fpsLabel.text == "FPS 60.0")
        #expect(hud.commitLabel.text == "CMT 1.25MS")
        #expect(hud.renderLabel.text == "RND 4.00MS")
        hud.update(frameTimes: [], commitDuration: 0, renderDuration: 0.0105)
        #expect(hud.fpsLabel.text == "FPS 0.0")
        #expect(hud.renderLabel.text == "RND 10.50MS")
    }

    @Test("HUD graph: a 16.7 ms frame is a green bar at the budget line, a 33.3 ms frame a full-height red bar")
    func hudGraph() {
        let hud = HUDOverlay(barCount: 10)
        var frames = timings(count: 10, interval: 1.0 / 60)
        frames.append(FrameTiming(start: 0, end: (frames.last?.end ?? 0) + 2.0 / 60, deadline: 0, missed: true,
                                  skippedBefore: 1, treeGeneration: 99))
        hud.update(frameTimes: frames, commitDuration: 0)
        let bars = hud.graph.bars
        let full = hud.graph.size.height
        #expect(abs((bars.last?.bounds.height ?? 0) - full) < 1e-9)
        #expect(bars.last?.backgroundColor == FrameTimeGraph.overBudget)
        #expect(abs((bars[bars.count - 2].bounds.height) - full / 2) < 1e-6)
        #expect(bars[bars.count - 2].backgroundColor == FrameTimeGraph.withinBudget)
        #expect(abs(hud.graph.budgetLine.frame.midY - full / 2) < 1e-6)
    }

    @Test("pixels: the HUD's FPS digits are lit cells drawn over the scene and the red bar is red")
    func hudPixels() throws {
        try withHarness(LayersScene.self) { harness, _ in
            let hud = HUDOverlay(origin: CGPoint(x: 10, y: 10), barCount: 10)
            harness.root.addSublayer(hud.layer)
            var frames = timings(count: 10, interval: 1.0 / 60)
            frames.append(FrameTiming(start: 0, end: (frames.last?.end ?? 0) + 2.0 / 60, deadline: 0, missed: true,
                                      skippedBefore: 1, treeGeneration: 99))
            hud.update(frameTimes: frames, commitDuration: 0)
            harness.advance(to: 0)
            #expect(hud.fpsLabel.text == "FPS 54.5")   // 10 intervals in 11/60 s
            let frame = try renderOffscreen(harness, atSceneTime: 0)
            // Glyph 0 ("F") starts at (18, 18), cells 3 pt: its top-left cell is lit, the cell right of its
            // second row is not.
            #expect(frame.pixel(19, 19, isNear: (1, 1, 1)), "got \(frame.pixel(19, 19))")
            #expect(!frame.pixel(22, 22, isNear: (1, 1, 1)), "got \(frame.pixel(22, 22))")
            // The last of 10 bars (24 pt wide) spans x 234...256 of the graph at (18, 38), bottom at y 98.
            #expect(frame.pixel(18 + 230, 90, isNear: (0.95, 0.25, 0.2), tolerance: 4), "got \(frame.pixel(248, 90))")
        }
    }

    @Test("pixels: at 2 s the click-to-move layer is red at its presentation position and outlined at its model position")
    func inspectorOutlinesModelGeometry() throws {
        try withHarness(ClickToMoveScene.self) { harness, scene in
            let inspector = InspectorOverlay()
            harness.root.addSublayer(inspector.layer)
            harness.schedule(.click(CGPoint(x: 300, y: 200)), at: 0)
            harness.advance(to: 2)
            inspector.update(mirroring: harness.root)
            harness.advance(to: 2)
            let outline = try #require(inspector.outline(of: scene.colorLayer, in: harness.root))
            #expect(outline.position == CGPoint(x: 300, y: 200))
            #expect(outline.bounds == scene.colorLayer.bounds)
            #expect(outline.backgroundColor == nil && outline.borderWidth == 1)

            let seen = try #require(scene.colorLayer.presentation()?.position)
            let frame = try renderOffscreen(harness, atSceneTime: harness.sceneTime - 1.0 / 60)
            let probe = try #require(evaluated(harness, atSceneTime: harness.sceneTime - 1.0 / 60)
                .first { $0.bounds.size == scene.colorLayer.bounds.size && $0.borderWidth == 0 }?.position)
            #expect(distance(probe, seen) < 2)
            #expect(frame.pixel(Int(probe.x), Int(probe.y), isNear: (1, 0, 0)), "got \(frame.pixel(Int(probe.x), Int(probe.y)))")
            // The outline's left edge (x 250) at the model's centre row, away from the moving layer.
            #expect(frame.pixel(250, 200, isNear: (0.2, 1, 1), tolerance: 40), "got \(frame.pixel(250, 200))")
            // Inside the outline but off the moving layer: the background shows through the border-only outline.
            #expect(frame.pixel(260, 160, isNear: (0.12, 0.12, 0.12)), "got \(frame.pixel(260, 160))")
        }
    }
}
