// Golden images of CAReplicatorLayer (CAReplicatorLayer.h; docs/architecture.md "Layer classes"), drawn from a hosted model tree through the
// commit, the render-thread replication and the compositor: (1) five instances stepped by instanceTransform with
// red and alpha offsets, over a filled square and a checkerboard image (the instance colour tints contents too);
// (2) the activity indicator, 12 dots turned 30° apart with an opacity animation delayed 1/12 s per instance, half
// a second in. Each has a twin that must fail: four instances instead of five, a delay of 0.1 s instead of 1/12 s.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: replicator layer", .serialized)
    struct GoldenReplicatorTests {
        /// A hosted root of `size` with `content` added, committed; `frame(at:)` draws it at a time after the commit.
        final class Stage {
            let renderer = CARenderer()
            let root = CALayer()

            init(width: Int, height: Int, _ content: CALayer) {
                renderer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
                root.frame = CGRect(x: 0, y: 0, width: width, height: height)
                root.backgroundColor = CGColor(red: 0.92, green: 0.93, blue: 0.95, alpha: 1)
                root.addSublayer(content)
                renderer.layer = root
                CATransaction.flush()
            }

            func frame(at seconds: Double, on target: OffscreenTarget) -> RGBAFrame {
                let tree = renderer.latestTree
                var evaluated = tree
                tree.evaluate(at: tree.commitTime + seconds, into: &evaluated.layers)
                return target.render(evaluated)
            }

            deinit { renderer.layer = nil }
        }

        static func steps(count: Int) -> CAReplicatorLayer {
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 128, height: 64)
            replicator.instanceCount = count
            replicator.instanceTransform = CATransform3DMakeTranslation(24, 0, 0)
            replicator.instanceColor = CGColor(red: 1, green: 0.9, blue: 0.3, alpha: 1)
            replicator.instanceRedOffset = -0.2
            replicator.instanceAlphaOffset = -0.15
            let square = CALayer()
            square.frame = CGRect(x: 6, y: 8, width: 18, height: 18)
            square.cornerRadius = 4
            square.backgroundColor = CGColor(gray: 1, alpha: 1)
            replicator.addSublayer(square)
            let image = CALayer()
            image.frame = CGRect(x: 6, y: 36, width: 18, height: 18)
            image.contents = CGImage.checkerboard(width: 6, height: 6, cell: 3, first: CGColor(gray: 1, alpha: 1),
                                                  second: CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 1))
            replicator.addSublayer(image)
            return replicator
        }

        static func spinner(delay: Double) -> CAReplicatorLayer {
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 8, y: 8, width: 80, height: 80)
            replicator.instanceCount = 12
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            replicator.instanceDelay = delay
            let dot = CALayer()
            dot.frame = CGRect(x: 34, y: 2, width: 12, height: 12)
            dot.cornerRadius = 6
            dot.backgroundColor = CGColor(red: 0.15, green: 0.2, blue: 0.35, alpha: 1)
            dot.opacity = 0.1
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.1
            fade.duration = 1
            fade.repeatCount = .infinity
            dot.add(fade, forKey: "fade")
            replicator.addSublayer(dot)
            return replicator
        }

        @Test("five instances stepped by instanceTransform with colour offsets match their reference")
        func stepsMatchReference() throws {
            let target = try OffscreenTarget(width: 128, height: 64)
            let stage = Stage(width: 128, height: 64, Self.steps(count: 5))
            GoldenImage.expectMatch(stage.frame(at: 0, on: target), name: "replicator/steps")
        }

        @Test("the steps comparison fails with four instances instead of five")
        func fewerStepsFail() throws {
            let target = try OffscreenTarget(width: 128, height: 64)
            let stage = Stage(width: 128, height: 64, Self.steps(count: 4))
            GoldenImage.expectMismatch(stage.frame(at: 0, on: target), name: "replicator/steps")
        }

        @Test("the activity indicator half a second in matches its reference")
        func spinnerMatchesReference() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let stage = Stage(width: 96, height: 96, Self.spinner(delay: 1.0 / 12))
            GoldenImage.expectMatch(stage.frame(at: 0.5, on: target), name: "replicator/spinner")
        }

        @Test("the activity indicator comparison fails with an instanceDelay of 0.1 s instead of 1/12 s")
        func spinnerWithOtherDelayFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let stage = Stage(width: 96, height: 96, Self.spinner(delay: 0.1))
            GoldenImage.expectMismatch(stage.frame(at: 0.5, on: target), name: "replicator/spinner")
        }
    }
}
