// docs/architecture.md "The playground", "the window follows a resize": after a resize event the root layer, the chrome and the scene fill the
// new size (no black band), clicks land in the new scene area, and the offscreen frame of the new size shows it.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("stage: resize", .serialized)
struct StageResizeTests {
    @Test("a resize to 1000×700 moves the bar to the bottom, rebuilds the scene for the new area and routes clicks there")
    func resizeFollowsTheWindow() throws {
        try withStage("click-to-move", playsDemos: false) { harness, stage in
            harness.schedule(.resize(CGSize(width: 1000, height: 700)), at: 0.1)
            harness.advance(to: 0.1)
            #expect(harness.root.frame == CGRect(x: 0, y: 0, width: 1000, height: 700))
            #expect(harness.size == CGSize(width: 1000, height: 700))
            let area = stage.layout.sceneArea
            #expect(area == CGRect(x: 0, y: StageLayout.captionHeight, width: 1000,
                                   height: 700 - StageLayout.captionHeight - StageLayout.barHeight))
            #expect(stage.sceneLayer.frame == area)
            let scene = try #require(stage.scene as? ClickToMoveScene)
            // Built for the new area: the layer starts at its centre.
            #expect(scene.colorLayer.position == CGPoint(x: 500, y: area.height / 2))

            // A click in what was the black band beyond 800×600 reaches the scene.
            harness.schedule(.click(CGPoint(x: 950, y: 640)), at: 0.2)
            harness.advance(to: 4.5)
            #expect(scene.colorLayer.position == CGPoint(x: 950, y: 640 - area.minY))

            let frame = try renderOffscreen(harness, atSceneTime: harness.sceneTime - 1.0 / 60)
            #expect(frame.width == 1000 && frame.height == 700)
            // The scene's background (0.12 grey) fills the new area, right of 800 and below 600.
            #expect(frame.pixel(900, 620 - 60, isNear: (0.12, 0.12, 0.12)), "got \(frame.pixel(900, 560))")
            // The moved layer (red) is where the click was.
            #expect(frame.pixel(950, 640, isNear: (1, 0, 0)), "got \(frame.pixel(950, 640))")
            // The bar is at the new bottom, the same colour at both ends.
            #expect(frame.pixel(990, 690) == frame.pixel(300, 690))
            #expect(frame.pixel(990, 690) != frame.pixel(900, 560))
        }
    }
}
