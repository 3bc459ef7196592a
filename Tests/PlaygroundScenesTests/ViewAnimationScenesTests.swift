// The view-animation scenes (docs/api.md "Beyond the first wave": UIKit's view animation): spring blocks side by side, a keyframe path with selectable calculation
// modes, and an interactive UIViewPropertyAnimator scrubbed by clicks and keys — each driven by its input on the
// harness's clock, with every layer named.
import QuartzCore
import Foundation
import UIKit
import PlaygroundScenes
import Testing

@MainActor @Suite("view animation scenes", .serialized)
struct ViewAnimationScenesTests {
    private func unnamedLayers(under root: CALayer) -> Int {
        (root.sublayers ?? []).reduce(0) { $0 + ($1.name == nil ? 1 : 0) + unnamedLayers(under: $1) }
    }

    private func presentedX(_ layer: CALayer) -> Double { Double(layer.presentation()?.position.x ?? .nan) }

    @Test("springs: Space adds one CASpringAnimation per row with the row's damping ratio and an ease-in-out block")
    func springRows() throws {
        try withHarness(ViewSpringOptionsScene.self) { harness, scene in
            #expect(unnamedLayers(under: harness.root) == 0)
            harness.schedule(.key("Space"), at: 0)
            harness.advance(to: 0)
            for (view, spring) in zip(scene.views, ViewSpringOptionsScene.springs) {
                let added = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
                #expect(added.duration == ViewSpringOptionsScene.duration)
                let zeta = Double(added.damping) / (2 * Double(added.stiffness).squareRoot())
                #expect(abs(zeta - Double(spring.ratio)) < 1e-9)
                #expect(added.initialVelocity == spring.velocity)
            }
            let plain = try #require(scene.curveView.layer.animation(forKey: "position") as? CABasicAnimation)
            #expect(!(plain is CASpringAnimation))
            #expect(plain.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
            harness.advance(to: ViewSpringOptionsScene.duration + 0.1)
            for view in scene.views + [scene.curveView] {
                #expect(abs(presentedX(view.layer) - Double(scene.rightX)) < 1e-6)
            }
        }
    }

    @Test("keyframes: a click runs the lap as keyframes at 0, ¼, ½, ¾, 1 through the corners; key 2 makes it discrete")
    func keyframeLap() throws {
        try withHarness(ViewKeyframePathScene.self) { harness, scene in
            #expect(unnamedLayers(under: harness.root) == 0)
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.advance(to: 0)
            let lap = try #require(scene.mover.layer.animation(forKey: "position") as? CAKeyframeAnimation)
            #expect(lap.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 0.75, 1])
            #expect((lap.values ?? []).compactMap { $0 as? CGPoint } == scene.corners + [scene.corners[0]])
            let color = try #require(scene.mover.layer.animation(forKey: "backgroundColor") as? CAKeyframeAnimation)
            let colorTimes = color.keyTimes?.map(\.doubleValue) ?? []
            #expect(colorTimes.count == 4 && zip(colorTimes, [0, 0.4, 0.6, 1]).allSatisfy { abs($0 - $1) < 1e-12 })
            harness.schedule(.key("2"), at: 0.5)
            harness.advance(to: 0.5)
            let discrete = try #require(scene.mover.layer.animation(forKey: "position") as? CAKeyframeAnimation)
            #expect(discrete.calculationMode == .discrete)
            #expect(discrete.keyTimes?.map(\.doubleValue) == [0, 0, 0.25, 0.5, 0.75, 1])
        }
    }

    @Test("animator: a click at the middle scrubs to 0.5, Right adds 0.05, Space runs it to the end")
    func animatorScrubbing() throws {
        try withHarness(ViewAnimatorScrubScene.self) { harness, scene in
            #expect(unnamedLayers(under: harness.root) == 0)
            let start = Double(scene.card.center.x)
            harness.schedule(.click(CGPoint(x: scene.width / 2, y: 10)), at: 0.1)
            harness.advance(to: 0.2)
            let animator = try #require(scene.animator)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
            let end = Double(scene.card.center.x)
            #expect(abs(presentedX(scene.card.layer) - (start + end) / 2) < 0.01)
            harness.schedule(.key("Right"), at: 0.3)
            harness.advance(to: 0.4)
            #expect(abs(animator.fractionComplete - 0.55) < 1e-9)
            harness.schedule(.key("Space"), at: 0.5)
            harness.advance(to: 0.5)
            #expect(animator.isRunning)
            harness.advance(to: 0.5 + ViewAnimatorScrubScene.duration)
            #expect(animator.state == .inactive)
            #expect(scene.animator == nil)
            #expect(abs(presentedX(scene.card.layer) - end) < 1e-6)
        }
    }
}
