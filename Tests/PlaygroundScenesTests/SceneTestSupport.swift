// Helpers for the scene tests: run a scene headless on the harness's manual clock and read presentation values.
import CoreAnimation
import Foundation
import MediaTimeTestSupport
import PlaygroundScenes

func withHarness<S: PlaygroundScene>(_ type: S.Type, size: CGSize = CGSize(width: 800, height: 600),
                                     _ body: (SceneHarness, S) throws -> Void) rethrows {
    // Media time is process-wide (CASetMediaTimeSource): take turns with every other test that sets it.
    try MediaTimeTestLock.run {
        let harness = SceneHarness(sceneType: type, size: size)
        defer { harness.finish() }
        guard let scene = harness.scene as? S else { return }
        try body(harness, scene)
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
