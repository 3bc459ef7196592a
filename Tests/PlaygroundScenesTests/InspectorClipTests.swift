// The inspector's outlines stay on the scene (README, Scenes and tools: F2 outlines model geometry over the scene):
// beside the tool column the scene is fitted smaller, and the outlines of layers larger than the scene (the
// zoomable image's 2048-point tiled layer) are clipped to the scene's rectangle as the scene itself is, not drawn
// through the bands beside it.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("inspector: outlines clipped to the scene", .serialized)
struct InspectorClipTests {
    @Test("at 1280×800 with the inspector on, the outline root clips to the scene's fitted rectangle")
    func outlinesStayOnTheScene() throws {
        try withStage("zoomable-image", size: CGSize(width: 1280, height: 800), playsDemos: false) { harness, stage in
            harness.schedule(.key("F2"), at: 0.1)
            harness.advance(to: 0.3)
            let overlay = stage.inspector.layer
            #expect(overlay.masksToBounds, "outlines run outside the scene")
            let shown = overlay.convert(overlay.bounds, to: harness.root)
            let fitted = stage.sceneFit.frame
            #expect(abs(shown.minX - fitted.minX) < 0.5 && abs(shown.maxX - fitted.maxX) < 0.5)
            #expect(abs(shown.minY - fitted.minY) < 0.5 && abs(shown.maxY - fitted.maxY) < 0.5)
            let scene = try #require(stage.scene as? ZoomableImageScene)
            let scrollOutline = try #require(stage.inspector.outline(of: scene.scroll, in: stage.sceneLayer))
            #expect(scrollOutline.masksToBounds, "the scroll layer's content outlines are not clipped like it")
        }
    }
}
