// Golden images of CAEmitterLayer (CAEmitterLayer.h, CAEmitterCell.h; docs/architecture.md "Layer classes"), drawn from a hosted model tree
// through the commit, the particle simulation and the compositor at a fixed media clock: (1) confetti, two cells of
// coloured rectangles from a line emitter, spinning and falling under yAcceleration with colour ranges; (2) glowing
// dots from a point emitter in additive mode, where overlaps brighten. Each has a twin that must fail (another
// seed; unordered instead of additive). The same scene drawn twice gives the same pixels, and each cell's particles
// are one draw call.
import QuartzCore
import Foundation
import MediaTimeTestSupport
import Testing

extension CompositorGLTests {
    @Suite("Golden: emitter layer", .serialized)
    struct GoldenEmitterTests {
        /// The replicator goldens' stage (a hosted root, committed; frames drawn at a time after the commit) with
        /// the emitter on a dark backdrop layer filling it.
        final class Stage {
            let stage: GoldenReplicatorTests.Stage

            init(width: Int, height: Int, _ content: CALayer) {
                let backdrop = CALayer()
                backdrop.frame = CGRect(x: 0, y: 0, width: width, height: height)
                backdrop.backgroundColor = CGColor(red: 0.12, green: 0.13, blue: 0.18, alpha: 1)
                backdrop.addSublayer(content)
                stage = GoldenReplicatorTests.Stage(width: width, height: height, backdrop)
            }

            func frame(at seconds: Double, on target: OffscreenTarget) -> RGBAFrame {
                stage.frame(at: seconds, on: target)
            }
        }

        /// Runs `body` with the media clock at 100 (the emitter's births are counted on it).
        static func atFixedClock<T>(_ body: () throws -> T) rethrows -> T {
            try MediaTimeTestLock.withClock(at: 100) { _ in try body() }
        }

        static func rectangle(_ red: Double, _ green: Double, _ blue: Double) -> CGImage? {
            CGImage.solid(CGColor(red: red, green: green, blue: blue, alpha: 1), width: 8, height: 5)
        }

        static func confetti(seed: UInt32) -> CAEmitterLayer {
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
            emitter.beginTime = 100
            emitter.seed = seed
            emitter.emitterShape = .line
            emitter.emitterPosition = CGPoint(x: 80, y: -6)
            emitter.emitterSize = CGSize(width: 160, height: 1)
            emitter.emitterCells = [(1, 0.3, 0.3), (0.3, 0.6, 1)].map { colour in
                let cell = CAEmitterCell()
                cell.contents = rectangle(1, 1, 1)
                cell.color = CGColor(red: colour.0, green: colour.1, blue: colour.2, alpha: 1)
                cell.greenRange = 0.3
                cell.birthRate = 30
                cell.lifetime = 3
                cell.velocity = 40
                cell.velocityRange = 20
                cell.emissionLongitude = .pi / 2
                cell.emissionRange = .pi / 3
                cell.yAcceleration = 30
                cell.spin = 2
                cell.spinRange = 4
                cell.scaleRange = 0.4
                return cell
            }
            return emitter
        }

        static func glow(mode: CAEmitterLayerRenderMode) -> CAEmitterLayer {
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
            emitter.beginTime = 100
            emitter.seed = 11
            emitter.renderMode = mode
            emitter.emitterPosition = CGPoint(x: 48, y: 48)
            let cell = CAEmitterCell()
            cell.contents = CGImage.solid(CGColor(red: 0.6, green: 0.3, blue: 0.1, alpha: 0.6), width: 12, height: 12)
            cell.birthRate = 40
            cell.lifetime = 1.5
            cell.velocity = 25
            cell.emissionRange = 2 * .pi
            cell.alphaSpeed = -0.3
            emitter.emitterCells = [cell]
            return emitter
        }

        @Test("confetti 1.5 s in matches its reference")
        func confettiMatchesReference() throws {
            try Self.atFixedClock {
                let target = try OffscreenTarget(width: 160, height: 120)
                let stage = Stage(width: 160, height: 120, Self.confetti(seed: 3))
                GoldenImage.expectMatch(stage.frame(at: 1.5, on: target), name: "emitter/confetti")
            }
        }

        @Test("the confetti comparison fails with another seed")
        func confettiWithOtherSeedFails() throws {
            try Self.atFixedClock {
                let target = try OffscreenTarget(width: 160, height: 120)
                let stage = Stage(width: 160, height: 120, Self.confetti(seed: 4))
                GoldenImage.expectMismatch(stage.frame(at: 1.5, on: target), name: "emitter/confetti")
            }
        }

        @Test("additive dots, brighter where they overlap, match their reference")
        func additiveMatchesReference() throws {
            try Self.atFixedClock {
                let target = try OffscreenTarget(width: 96, height: 96)
                let stage = Stage(width: 96, height: 96, Self.glow(mode: .additive))
                GoldenImage.expectMatch(stage.frame(at: 1, on: target), name: "emitter/additive")
            }
        }

        @Test("the additive comparison fails when the same dots are drawn unordered (source-over)")
        func unorderedInsteadOfAdditiveFails() throws {
            try Self.atFixedClock {
                let target = try OffscreenTarget(width: 96, height: 96)
                let stage = Stage(width: 96, height: 96, Self.glow(mode: .unordered))
                GoldenImage.expectMismatch(stage.frame(at: 1, on: target), name: "emitter/additive")
            }
        }

        @Test("the same seed and frame time give the same pixels in two runs; each cell is one draw call")
        func samePixelsAndOneDrawPerCell() throws {
            try Self.atFixedClock {
                let target = try OffscreenTarget(width: 160, height: 120)
                let first = Stage(width: 160, height: 120, Self.confetti(seed: 9)).frame(at: 2, on: target)
                let second = Stage(width: 160, height: 120, Self.confetti(seed: 9)).frame(at: 2, on: target)
                #expect(first.pixels == second.pixels)
                // The backdrop is one quad (the root under it is the clear); the two cells' particles are one draw
                // call each.
                #expect(target.compositor.lastQuadCount > 100)
                #expect(target.compositor.lastDrawCallCount == 3)
            }
        }
    }
}
