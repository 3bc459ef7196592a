// The stress scene: the configured number of small rounded bordered layers, each given implicit position,
// transform and opacity animations of 0.5 s every 0.5 s.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("stress scene", .serialized)
struct StressSceneTests {
    @Test("the default is 2000 layers, and a set count builds that many rounded, bordered layers")
    func layerCount() {
        #expect(StressScene.defaultLayerCount == 2000)
        withHarness(StressScene.self, settings: SceneSettings(stressLayerCount: 300)) { harness, scene in
            #expect(scene.tiles.count == 300)
            #expect(harness.root.sublayers?.count == 300)
            #expect(scene.tiles.allSatisfy { $0.cornerRadius > 0 && $0.borderWidth > 0 })
        }
    }

    @Test("every 0.5 s each layer gets new 0.5 s implicit position, transform and opacity animations")
    func everyLayerAnimatesEveryHalfSecond() {
        withHarness(StressScene.self, settings: SceneSettings(stressLayerCount: 200)) { harness, scene in
            harness.advance(to: 0)
            let first = scene.tiles.map { $0.position }
            for tile in scene.tiles {
                #expect(Set(tile.animationKeys() ?? []) == ["position", "transform", "opacity"])
                #expect(tile.animation(forKey: "position")?.duration == StressScene.changeInterval)
            }
            harness.advance(to: 0.45)
            #expect(scene.tiles.map { $0.position } == first)
            harness.advance(to: 0.5)
            let second = scene.tiles.map { $0.position }
            #expect(zip(first, second).allSatisfy { $0 != $1 })
            #expect(scene.tiles.allSatisfy { $0.animation(forKey: "position") != nil })
        }
    }
}
