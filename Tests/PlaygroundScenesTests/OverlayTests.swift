// The HUD and the inspector overlay, fed by hand and drawn offscreen: the FPS digits, the frame-time bars against
// the 16.7 ms budget, commit and render times, and the inspector's outline at the MODEL position while the
// click-to-move layer's presentation is still on its way (seed 002).
import QuartzCore
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

@MainActor @Suite("HUD and inspector overlays", .serialized)
struct OverlayTests {
    @Test("HUD text: 61 frames 1/60 s apart read 60.0 frames per second; commit 1.25 ms and where it ran, render 4 ms")
    func hudText() {
        let hud = HUDOverlay()
        hud.update(frameTimes: timings(count: 61, interval: 1.0 / 60), commitDuration: 0.00125,
                   commitSite: .beforeWaitingObserver)
        #expect(hud.fpsLabel.text == "60.0 frames per second")
        #expect(hud.commitLabel.text == "commit 1.25 ms · ran in the before-waiting observer")
        #expect(hud.renderLabel.text == "render 4.00 ms (last frame's draw)")
        hud.update(frameTimes: [], commitDuration: 0, commitSite: .displayLinkTimer, renderDuration: 0.0105)
        #expect(hud.fpsLabel.text == "frames per second: no frames timed yet")
        #expect(hud.commitLabel.text == "commit 0.00 ms · ran in the display-link timer")
        #expect(hud.renderLabel.text == "render 10.50 ms (last frame's draw)")
    }

    @Test("HUD text is redrawn at most every 0.25 s of frame time; the bars follow every frame")
    func hudTextThrottle() {
        let hud = HUDOverlay(barCount: 10)
        let frames = timings(count: 30, interval: 1.0 / 60)
        hud.update(frameTimes: Array(frames.prefix(20)), commitDuration: 0.001)
        let shown = hud.commitLabel.text
        hud.update(frameTimes: Array(frames.prefix(21)), commitDuration: 0.002)
        #expect(hud.commitLabel.text == shown)
        hud.update(frameTimes: Array(frames.prefix(21)), commitDuration: 0.002, force: true)
        #expect(hud.commitLabel.text == "commit 2.00 ms")
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

    @Test("pixels: the HUD's figures are text drawn over the scene (light pixels in the label's box) and the red bar is red")
    func hudPixels() throws {
        try withHarness(LayersScene.self) { harness, _ in
            let hud = HUDOverlay(origin: CGPoint(x: 10, y: 10), barCount: 10)
            harness.root.addSublayer(hud.layer)
            var frames = timings(count: 10, interval: 1.0 / 60)
            frames.append(FrameTiming(start: 0, end: (frames.last?.end ?? 0) + 2.0 / 60, deadline: 0, missed: true,
                                      skippedBefore: 1, treeGeneration: 99))
            hud.update(frameTimes: frames, commitDuration: 0)
            harness.advance(to: 0)
            #expect(hud.fpsLabel.text == "54.5 frames per second")   // 10 intervals in 11/60 s
            let frame = try renderOffscreen(harness, atSceneTime: 0)
            let box = hud.fpsLabel.layer.frame.offsetBy(dx: 10, dy: 10)
            #expect(box.width > 60 && box.height > 8)
            #expect(lightPixels(in: frame, box) > 20, "the FPS line drew no text")
            // Right of the text, inside the HUD's dark panel: nothing light.
            #expect(lightPixels(in: frame, CGRect(x: box.maxX + 4, y: box.minY, width: 20, height: box.height)) == 0)
            // The last of 10 bars spans the right tenth of the graph, whose top-left is at (68, 40).
            let graph = hud.graph.layer.frame.offsetBy(dx: 10, dy: 10)
            let x = Int(graph.maxX - graph.width / 20), y = Int(graph.maxY - 8)
            #expect(frame.pixel(x, y, isNear: (0.95, 0.25, 0.2), tolerance: 4), "got \(frame.pixel(x, y))")
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
            // Overlay changes ride the implicit transaction (no explicit commit of their own): commit it.
            CATransaction.flush()
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

@MainActor @Suite("inspector outlines", .serialized)
struct InspectorOutlineTests {
    @Test("the model outline follows rounded corners: the wiggle layer's outline has its cornerRadius 12")
    func outlineFollowsCornerRadius() throws {
        try withHarness(WiggleScene.self) { harness, scene in
            let inspector = InspectorOverlay()
            harness.root.addSublayer(inspector.layer)
            inspector.update(mirroring: harness.root)
            let outline = try #require(inspector.outline(of: scene.layer, in: harness.root))
            #expect(outline.cornerRadius == 12 && outline.borderWidth == 1)
        }
    }

    @Test("on the stage the action-search log names the scene's layers, leaves out the stage's own searches and survives a HUD toggle")
    func logNamesSceneLayersOnly() {
        withStage("color-change", playsDemos: false) { harness, stage in
            harness.schedule(.key("F2"), at: 0.1)
            harness.schedule(.click(CGPoint(x: 400, y: 300)), at: 0.2)
            harness.advance(to: 0.3)
            let lines = stage.actionLog.lines
            #expect(lines.contains("backgroundColor: builtIn (CALayer \"implicit 0.25 s\")"), "\(lines)")
            #expect(!lines.contains { $0.contains("scene color-change") || $0.contains("(CALayer)") }, "\(lines)")
            #expect(stage.inspectorPanel.lines.contains { $0.text.contains("implicit 0.25 s") })
            // The HUD on and off leaves the inspector's log (and the scene it logs) as it was.
            harness.schedule(.key("F1"), at: 0.35)
            harness.schedule(.key("F1"), at: 0.38)
            harness.advance(to: 0.38)
            #expect(stage.actionLog.lines == lines)
            #expect(stage.inspectorPanel.lines.map(\.text).filter { !$0.isEmpty } == lines.suffix(InspectorPanel.lineCount))
            harness.schedule(.key("F2"), at: 0.4)
            harness.advance(to: 0.4)
        }
    }
}
