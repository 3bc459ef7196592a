// The zoomable-image scene (docs/architecture.md "Layer classes"): it builds a CATiledLayer inside a CAScrollLayer fitted to the view, its
// tiles arrive from the worker and fade in (the harness waits for them as the run loop's wake-up would), and
// zooming keeps the image point under the pointer (or the centre) in place while scrolling moves the origin by
// exactly the drag.
import QuartzCore
import Foundation
import HostInterface
import MediaTimeTestSupport
@testable import PlaygroundScenes
import Testing

@MainActor @Suite("zoomable-image scene", .serialized)
struct ZoomableImageSceneTests {
    @Test("the image starts fitted (clamped to ⅛×) and centred, with its level −3 tile drawn and fading in")
    func startsFittedWithTiles() throws {
        try MediaTimeTestLock.run {
            let harness = SceneHarness(sceneType: ZoomableImageScene.self, size: CGSize(width: 320, height: 240))
            defer { harness.finish() }
            let scene = try #require(harness.scene as? ZoomableImageScene)
            // The view is 288 × 208; fitting 2048 points would be 0.1016×, below the 0.125× minimum.
            #expect(scene.zoom == 0.125)
            #expect(scene.scroll.bounds == CGRect(x: -16, y: 24, width: 288, height: 208))
            harness.advance(to: 0.1)
            let tree = harness.context.latestTree
            let tiled = try #require(tree.layers.first { if case .tiled = $0.layerClass { true } else { false } })
            guard case .tiled(let tiles, _) = tiled.layerClass else { return }
            #expect(tiles.tiles.count == 1)
            #expect(tiles.tiles.first?.key == TileKey(level: -3, column: 0, row: 0))
            #expect(tiles.tiles.first?.image.width == 256)
        }
    }

    @Test("+ doubles the zoom about the centre; the wheel zooms 1.25× about the pointer; a drag scrolls by it")
    func zoomAndScrollKeepThePointInPlace() throws {
        try MediaTimeTestLock.run {
            let harness = SceneHarness(sceneType: ZoomableImageScene.self, size: CGSize(width: 320, height: 240))
            defer { harness.finish() }
            let scene = try #require(harness.scene as? ZoomableImageScene)
            scene.handle(.key("="))   // image point (1024, 1024) stays at the view's centre (144, 104)
            #expect(scene.zoom == 0.25)
            #expect(scene.scroll.bounds.origin == CGPoint(x: 112, y: 152))
            // The pointer at scene (60, 70) is view point (44, 54), over image point (624, 824).
            scene.handle(.wheel(CGPoint(x: 0, y: 1), at: CGPoint(x: 60, y: 70)))
            #expect(scene.zoom == 0.3125)
            #expect(scene.scroll.bounds.origin == CGPoint(x: 151, y: 203.5))
            scene.handle(.drag(CGSize(width: 10, height: -5), at: CGPoint(x: 70, y: 65)))
            #expect(scene.scroll.bounds.origin == CGPoint(x: 141, y: 208.5))
            scene.handle(.key("R"))
            #expect(scene.zoom == 0.125)
            #expect(scene.scroll.bounds.origin == CGPoint(x: -16, y: 24))
        }
    }

    @Test("the stage hands wheel turns and drags inside the scene to it, in scene coordinates, and keeps others")
    func stageRoutesWheelAndDrag() throws {
        try withStage("zoomable-image", playsDemos: false) { harness, stage in
            let scene = try #require(stage.scene as? ZoomableImageScene)
            let area = stage.layout.sceneArea
            let before = scene.zoom
            harness.schedule(.wheel(CGPoint(x: 0, y: 1), at: CGPoint(x: 5, y: 5)), at: 0.1)   // on the title bar
            harness.advance(to: 0.1)
            #expect(scene.zoom == before)
            harness.schedule(.wheel(CGPoint(x: 0, y: 1), at: CGPoint(x: area.midX, y: area.midY)), at: 0.2)
            harness.advance(to: 0.2)
            #expect(abs(scene.zoom - before * 1.25) < 1e-12)
            let origin = scene.scroll.bounds.origin
            harness.schedule(.drag(CGSize(width: 12, height: 7), at: CGPoint(x: area.midX, y: area.midY)), at: 0.3)
            harness.advance(to: 0.3)
            #expect(scene.scroll.bounds.origin == CGPoint(x: origin.x - 12, y: origin.y - 7))
        }
    }
}
