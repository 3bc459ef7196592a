// Golden images of an emitter layer's shadow (CALayer.shadowPath: without a path "the layer creates its shadow using
// … the layer's composited alpha channel"; the particles are the emitter layer's content, so they are in that alpha
// and cast its shadow). The emitter has no background: before, it cast nothing. Probe: particles with no velocity
// stack into one 12-point square at the emitter position, and its hard shadow lies shadowOffset away. Golden: dots
// spreading from a point emitter with a soft shadow; the twin moves the shadow by 2 points and must fail.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: an emitter's particles cast its shadow", .serialized)
    struct GoldenEmitterShadowTests {
        /// A point emitter with no background casting a black shadow at full opacity.
        static func emitter(velocity: CGFloat, shadowRadius: CGFloat, offset: CGSize) -> CAEmitterLayer {
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
            emitter.beginTime = 100
            emitter.seed = 5
            emitter.emitterPosition = CGPoint(x: 30, y: 48)
            emitter.shadowOpacity = 1
            emitter.shadowRadius = shadowRadius
            emitter.shadowOffset = offset
            let cell = CAEmitterCell()
            cell.contents = CGImage.solid(CGColor(red: 1, green: 0.85, blue: 0.2, alpha: 1), width: 12, height: 12)
            cell.birthRate = 12
            cell.lifetime = 4
            cell.velocity = velocity
            cell.emissionRange = 2 * .pi
            emitter.emitterCells = [cell]
            return emitter
        }

        /// The emitter goldens' stage on a light backdrop, where a black shadow shows.
        static func frame(_ emitter: CAEmitterLayer, at seconds: Double) throws -> RGBAFrame {
            try GoldenEmitterTests.atFixedClock {
                let target = try OffscreenTarget(width: 96, height: 96)
                let backdrop = CALayer()
                backdrop.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
                backdrop.backgroundColor = CGColor(red: 0.85, green: 0.88, blue: 0.92, alpha: 1)
                backdrop.addSublayer(emitter)
                return GoldenReplicatorTests.Stage(width: 96, height: 96, backdrop).frame(at: seconds, on: target)
            }
        }

        @Test("stacked particles cast a hard shadow shadowOffset away, though the emitter has no background")
        func particlesCastTheShadow() throws {
            let frame = try Self.frame(Self.emitter(velocity: 0, shadowRadius: 0, offset: CGSize(width: 30, height: 4)),
                                       at: 1)
            let backdrop = frame.pixel(90, 10)
            let particle = frame.pixel(30, 48, isNear: [255, 217, 51, 255], tolerance: 3)
            #expect(particle, "particle: \(frame.pixel(30, 48))")
            // The shadow square: 12 points centred on (60, 52); black at full opacity.
            let shadow = frame.pixel(60, 52, isNear: [0, 0, 0, 255], tolerance: 3)
            #expect(shadow, "shadow: \(frame.pixel(60, 52))")
            let clear = frame.pixel(60, 40, isNear: backdrop, tolerance: 1)
            #expect(clear, "above the shadow: \(frame.pixel(60, 40))")
        }

        @Test("spreading particles' soft shadow matches its reference")
        func matchesReference() throws {
            let frame = try Self.frame(Self.emitter(velocity: 18, shadowRadius: 3, offset: CGSize(width: 6, height: 8)),
                                       at: 1.5)
            GoldenImage.expectMatch(frame, name: "emitter/shadow")
        }

        @Test("the emitter-shadow comparison fails when the shadow moves by 2 points")
        func movedShadowFails() throws {
            let frame = try Self.frame(Self.emitter(velocity: 18, shadowRadius: 3, offset: CGSize(width: 8, height: 8)),
                                       at: 1.5)
            GoldenImage.expectMismatch(frame, name: "emitter/shadow")
        }
    }
}
