// Helpers for the stage tests: the playground's stage on the harness's manual clock, as `playground --screenshot`
// runs it, and where its texts are in window points.
import QuartzCore
import Foundation
import MediaTimeTestSupport
import PlaygroundScenes
import SDLHost

/// Runs `body` with a stage showing the scene named `name` (the first scene when there is none by that name).
@MainActor func withStage(_ name: String, size: CGSize = CGSize(width: 800, height: 600), playsDemos: Bool = true,
               context: RenderContextHost = CARenderer(), _ body: (SceneHarness, PlaygroundStage) throws -> Void) rethrows {
    // Media time is process-wide (CASetMediaTimeSource): take turns with every other test that sets it.
    try MediaTimeTestLock.run {
        let index = SceneCatalog.all.firstIndex { $0.name == name } ?? 0
        let harness = SceneHarness(stageShowing: index, size: size, context: context, playsDemos: playsDemos,
                                   settings: SceneSettings(stressLayerCount: 200))
        defer { harness.finish() }
        guard let stage = harness.stage else { return }
        try body(harness, stage)
    }
}

/// The frame of an overlay text in window points.
@MainActor func windowFrame(of text: OverlayText, in root: CALayer) -> CGRect {
    var frame = text.layer.frame
    var node = text.layer.superlayer
    while let current = node, current !== root {
        frame = frame.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
        node = current.superlayer
    }
    return frame
}
