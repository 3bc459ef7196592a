// CATransition end to end (spec §7.3, seeds 001/002/004): a hosted layer tree commits a change with a transition,
// the committed tree is evaluated at a time into the transition (relative to its commit, so no clock is replaced)
// and drawn; pixel probes check where the old and new appearance are. The layer sits at (50, 50) 100×100 on white.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Compositor hosted transitions", .serialized)
    struct HostedTransitionTests {
        static let red: [UInt8] = [255, 0, 0, 255]
        static let blue: [UInt8] = [0, 0, 255, 255]
        static let white: [UInt8] = [255, 255, 255, 255]
        static let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        static let blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

        /// A hosted white root with `layer` at (50, 50) 100×100, committed once.
        final class Stage {
            let renderer = CARenderer()
            let root = CALayer()

            init(_ layer: CALayer) {
                renderer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
                root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
                root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
                layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
                root.addSublayer(layer)
                renderer.layer = root
                CATransaction.flush()
            }

            /// The latest committed tree drawn `seconds` after its commit.
            func frame(at seconds: Double, on target: OffscreenTarget) -> RGBAFrame {
                let tree = renderer.latestTree
                var evaluated = tree
                tree.evaluate(at: tree.commitTime + seconds, into: &evaluated.layers)
                return target.render(evaluated)
            }

            deinit { renderer.layer = nil }
        }

        final class PushDelegate: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                guard event == "contents" else { return nil }
                let transition = CATransition()
                transition.duration = 1
                transition.timingFunction = CAMediaTimingFunction(name: .easeIn)
                transition.type = .push
                transition.subtype = .fromRight
                return transition
            }
        }

        final class PushFromLeftLayer: CALayer {
            override class func defaultAction(forKey event: String) -> (any CAAction)? {
                guard event == "contents" else { return super.defaultAction(forKey: event) }
                let transition = CATransition()
                transition.type = .push
                transition.subtype = .fromLeft
                return transition
            }
        }

        @Test("seed 002: a push fromLeft in the actions dictionary for backgroundColor slides the new colour in from the left; at ½ of the 0.25 s default the halves split at the middle")
        func seed002ActionsDictionaryPush() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let layer = CALayer()
            layer.backgroundColor = Self.blueColor
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromLeft
            layer.actions = ["backgroundColor": transition]
            let stage = Stage(layer)
            layer.backgroundColor = Self.redColor
            CATransaction.flush()
            let half = stage.frame(at: 0.125, on: target)
            #expect([half.pixel(60, 100), half.pixel(140, 100), half.pixel(40, 100)] == [Self.red, Self.blue, Self.white])
            let done = stage.frame(at: 0.3, on: target)
            #expect([done.pixel(60, 100), done.pixel(140, 100)] == [Self.red, Self.red])
        }

        @Test("seed 001: the delegate's push fromRight on contents with easeIn over 1 s shows the new image on the right 31.5% at 0.5 s")
        func seed001DelegatePushOnContents() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let delegate = PushDelegate()
            let layer = CALayer()
            layer.contents = CGImage.solid(Self.redColor, width: 8, height: 8)
            layer.delegate = delegate
            let stage = Stage(layer)
            layer.contents = CGImage.solid(Self.blueColor, width: 8, height: 8)
            CATransaction.flush()
            // easeIn (0.42, 0, 1, 1) at x = 0.5 gives 0.3154: the boundary is at 150 − 31.5 = 118.5.
            let half = stage.frame(at: 0.5, on: target)
            #expect([half.pixel(112, 100), half.pixel(125, 100), half.pixel(160, 100)] == [Self.red, Self.blue, Self.white])
            let linearWouldShow = half.pixel(105, 100)
            #expect(linearWouldShow == Self.red)
        }

        @Test("seed 004: a layer class whose defaultAction(forKey: \"contents\") is a push fromLeft slides new contents in from the left")
        func seed004DefaultActionPush() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let layer = PushFromLeftLayer()
            layer.contents = CGImage.solid(Self.redColor, width: 8, height: 8)
            let stage = Stage(layer)
            layer.contents = CGImage.solid(Self.blueColor, width: 8, height: 8)
            CATransaction.flush()
            let half = stage.frame(at: 0.125, on: target)
            #expect([half.pixel(60, 100), half.pixel(140, 100)] == [Self.blue, Self.red])
        }

        @Test("startProgress 0.25 and endProgress 0.75: the push starts a quarter in and stops three quarters in")
        func startAndEndProgress() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let layer = CALayer()
            layer.backgroundColor = Self.redColor
            let stage = Stage(layer)
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            transition.startProgress = 0.25
            transition.endProgress = 0.75
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.backgroundColor = Self.blueColor
            layer.add(transition, forKey: nil)
            CATransaction.commit()
            let start = stage.frame(at: 0, on: target)
            #expect([start.pixel(120, 100), start.pixel(130, 100)] == [Self.red, Self.blue])   // new: 125…150
            let nearEnd = stage.frame(at: 0.999, on: target)
            #expect([nearEnd.pixel(70, 100), nearEnd.pixel(80, 100)] == [Self.red, Self.blue])  // new: 75…150
        }

        @Test("the old appearance is taken once: a later unrelated commit during the transition keeps it")
        func snapshotSurvivesLaterCommits() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let layer = CALayer()
            layer.backgroundColor = Self.redColor
            let stage = Stage(layer)
            let transition = CATransition()
            transition.type = .moveIn
            transition.subtype = .fromRight
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.backgroundColor = Self.blueColor
            layer.add(transition, forKey: nil)
            CATransaction.commit()
            let beginTime = stage.renderer.latestTree.commitTime
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.root.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            CATransaction.commit()
            let tree = stage.renderer.latestTree
            var evaluated = tree
            tree.evaluate(at: beginTime + 0.5, into: &evaluated.layers)
            let frame = target.render(evaluated)
            #expect([frame.pixel(60, 100), frame.pixel(140, 100), frame.pixel(40, 100)]
                == [Self.red, Self.blue, [0, 255, 0, 255]])
        }
    }
}
