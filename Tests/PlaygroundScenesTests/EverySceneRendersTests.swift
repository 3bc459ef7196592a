// docs/architecture.md "The playground": every scene in the catalog builds, runs for a second of scene time with a click in it, and renders
// offscreen — what `playground --scene NAME --headless --screenshot FILE --at 1` does for each of them.
import QuartzCore
import Foundation
import MediaTimeTestSupport
import PlaygroundScenes
import Testing

@MainActor @Suite("every scene renders headless", .serialized)
struct EverySceneRendersTests {
    @Test("each catalog scene renders a frame whose pixels are not all one colour", arguments: SceneCatalog.all.map { $0.name })
    func sceneRenders(name: String) throws {
        guard let type = SceneCatalog.scene(named: name) else {
            Issue.record("scene \(name) vanished from the catalog")
            return
        }
        try MediaTimeTestLock.run {
            let harness = SceneHarness(sceneType: type, size: CGSize(width: 320, height: 240),
                                       settings: SceneSettings(stressLayerCount: 200))
            defer { harness.finish() }
            harness.schedule(.click(CGPoint(x: 60, y: 60)), at: 0.1)
            harness.advance(to: 1)
            let frame = try renderOffscreen(harness, atSceneTime: harness.sceneTime - 1.0 / 60)
            let first = frame.pixel(0, 0)
            var differing = 0
            for y in stride(from: 0, to: frame.height, by: 4) {
                for x in stride(from: 0, to: frame.width, by: 4) where frame.pixel(x, y) != first { differing += 1 }
            }
            #expect(differing > 20, "scene \(name) drew almost nothing (\(differing) differing samples)")
        }
    }

    @Test("the catalog names are unique, so --scene NAME is unambiguous")
    func namesAreUnique() {
        let names = SceneCatalog.all.map { $0.name }
        #expect(Set(names).count == names.count)
        #expect(names.count >= 14)
    }
}
