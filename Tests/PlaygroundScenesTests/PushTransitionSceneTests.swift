// Seeds 001, 002 and 004 push transitions: one click stores a CATransition under "transition" on each layer with
// the type, subtype, duration and timing each seed wrote; the switcher keys change them; the delegate's 1 s
// ease-in transition progresses along the ease-in curve.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("push-transitions scene (seeds 001, 002, 004)", .serialized)
struct PushTransitionSceneTests {
    @Test("a click stores push transitions under \"transition\": fromLeft (actions), fromRight 1 s easeIn (delegate), fromLeft (subclass)")
    func clickStoresSeedTransitions() throws {
        try withHarness(PushTransitionScene.self) { harness, scene in
            let oldContents = scene.delegateLayer.contents as? CGImage
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.advance(to: 0)
            let fromActions = try #require(scene.actionsLayer.animation(forKey: kCATransition) as? CATransition)
            #expect(fromActions.type == .push && fromActions.subtype == .fromLeft)
            let fromDelegate = try #require(scene.delegateLayer.animation(forKey: "transition") as? CATransition)
            #expect(fromDelegate.type == .push && fromDelegate.subtype == .fromRight)
            #expect(fromDelegate.duration == 1.0)
            #expect(fromDelegate.timingFunction == CAMediaTimingFunction(name: .easeIn))
            let fromSubclass = try #require(scene.subclassLayer.animation(forKey: "transition") as? CATransition)
            #expect(fromSubclass.type == .push && fromSubclass.subtype == .fromLeft)
            // No property animation: the transition is the action for these keys.
            #expect(scene.actionsLayer.animation(forKey: "backgroundColor") == nil)
            #expect(scene.delegateLayer.animation(forKey: "contents") == nil)
            #expect((scene.delegateLayer.contents as? CGImage) !== oldContents)
        }
    }

    @Test("the delegate's transition is at ease-in(0.5) = 0.3154 progress half-way and gone after 1 s")
    func delegateTransitionFollowsEaseIn() throws {
        try withHarness(PushTransitionScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.advance(to: 0)
            let index = try #require(renderIndex(of: scene.delegateLayer, in: harness.root))
            let layers = evaluated(harness, atSceneTime: 0.5)
            let (track, progress) = try #require(layers[index].transitionProgress(atMediaTime: SceneHarness.startMediaTime + 0.5))
            #expect(track.kind == .push && track.direction == .fromRight)
            #expect(abs(progress - 0.31536) < 1e-3)
            harness.advance(to: 1.1)
            #expect(scene.delegateLayer.animation(forKey: "transition") == nil)
            #expect(scene.actionsLayer.animation(forKey: "transition") == nil)
        }
    }

    @Test("T then S switch all three layers to moveIn from the right; 0 returns to the seeds' own")
    func switcherChangesAllThree() throws {
        try withHarness(PushTransitionScene.self) { harness, scene in
            harness.schedule(.key("T"), at: 0)
            harness.schedule(.key("S"), at: 0)
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0.1)
            harness.advance(to: 0.1)
            for layer in [scene.actionsLayer, scene.delegateLayer, scene.subclassLayer] as [CALayer] {
                let transition = try #require(layer.animation(forKey: "transition") as? CATransition)
                #expect(transition.type == .moveIn && transition.subtype == .fromRight)
            }
            harness.schedule(.key("R"), at: 1.5)
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 1.6)
            harness.advance(to: 1.6)
            let back = try #require(scene.subclassLayer.animation(forKey: "transition") as? CATransition)
            #expect(back.type == .push && back.subtype == .fromLeft)
        }
    }
}
