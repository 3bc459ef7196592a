// Seed 004's pop and byebye, in the scene: a clicked layer pops in with the delegate's kCAOnOrderIn group
// (opacity 0 → 0.9 over 0.2 s, scale 1 → 1.1 → 1 in 0.2 s), and a click on it shrinks and fades it over 0.2 s,
// after which the completion block removes it.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("order-in-pop scene (seed 004)", .serialized)
struct OrderInPopSceneTests {
    @Test("a click adds a layer whose onOrderIn group gives opacity 0.45 and scale 1.1 at 0.1 s of 0.2 s")
    func popsInWithTheGroup() throws {
        try withHarness(OrderInPopScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 200, y: 150)), at: 0)
            harness.advance(to: 0)
            let lay = try #require(scene.popped.first)
            #expect(lay.superlayer === harness.root)
            let group = try #require(lay.animation(forKey: kCAOnOrderIn) as? CAAnimationGroup)
            #expect(group.duration == 0.2)
            #expect(group.animations?.count == 2)
            let index = try #require(renderIndex(of: lay, in: harness.root))
            for (t, opacity, scale) in [(0.05, 0.225, 1.05), (0.1, 0.45, 1.1), (0.15, 0.675, 1.05)] {
                let p = evaluated(harness, atSceneTime: t)[index]
                #expect(abs(Double(p.opacity) - opacity) < 1e-4, "opacity at \(t)")
                #expect(abs(scaleX(of: p.transform) - scale) < 1e-4, "scale at \(t)")
            }
            harness.advance(to: 0.25)
            #expect(lay.animationKeys() == nil)
            #expect(lay.presentation()?.opacity == 0.9)
        }
    }

    @Test("clicking the layer says byebye: opacity 0.45 and scale 0.55 at 0.1 s, removed after the 0.2 s group")
    func byebyeShrinksFadesAndRemoves() throws {
        try withHarness(OrderInPopScene.self) { harness, scene in
            let point = CGPoint(x: 300, y: 300)
            harness.schedule(.click(point), at: 0)
            harness.schedule(.click(point), at: 1)
            harness.advance(to: 1)
            let lay = try #require(scene.popped.first)
            #expect(lay.opacity == 0)
            #expect(lay.animation(forKey: "opacity") is CAAnimationGroup)
            let index = try #require(renderIndex(of: lay, in: harness.root))
            let p = evaluated(harness, atSceneTime: 1.1)[index]
            #expect(abs(Double(p.opacity) - 0.45) < 1e-4)
            #expect(abs(scaleX(of: p.transform) - 0.55) < 1e-4)
            harness.advance(to: 1.15)
            #expect(lay.superlayer === harness.root)
            harness.advance(to: 1.25)
            #expect(lay.superlayer == nil)
            #expect(scene.popped.isEmpty)
        }
    }

    @Test("key B removes the newest layer and leaves the older one")
    func keyRemovesNewest() {
        withHarness(OrderInPopScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 100, y: 100)), at: 0)
            harness.schedule(.click(CGPoint(x: 500, y: 400)), at: 0.5)
            harness.schedule(.key("B"), at: 1)
            harness.advance(to: 1.5)
            #expect(scene.popped.count == 1)
            #expect(scene.popped.first?.position == CGPoint(x: 100, y: 100))
        }
    }

    @Test("pixels: at 0.1 s the popping layer's centre is its colour at opacity 0.45 over the background")
    func pixelsAtHalfOpacity() throws {
        try withHarness(OrderInPopScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 200, y: 150)), at: 0)
            harness.advance(to: 0)
            let lay = try #require(scene.popped.first)
            let frame = try renderOffscreen(harness, atSceneTime: 0.1)
            let expected = blend(rgb(lay.backgroundColor), over: (0.12, 0.12, 0.12), alpha: 0.45)
            #expect(frame.pixel(200, 150, isNear: expected), "got \(frame.pixel(200, 150))")
            #expect(frame.pixel(20, 20, isNear: (0.12, 0.12, 0.12)))
        }
    }
}
