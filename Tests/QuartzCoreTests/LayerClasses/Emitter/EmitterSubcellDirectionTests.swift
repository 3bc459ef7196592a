// A sub-cell's emission angles are relative to its parent particle's current direction of travel (Apple's
// documentation of CAEmitterCell.emitterCells: "The emission point is the current particle position and the
// emission angle is relative to the current direction of the particle"): EmitterShapeSampler.turned maps the
// sub-cell's direction from the heading's frame into the layer's, and the simulator gives each sub-particle its
// parent's velocity at its birth as that heading.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAEmitterCell sub-cell direction")
struct EmitterSubcellDirectionTests {
    static func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Bool {
        let d = a - b
        return (d * d).sum() < 1e-24
    }

    @Test("a heading along +y turns longitude π/2 to −x; along +z turns +x to +z; along (1, 1) turns +y to (−√½, √½)")
    func turnedMapsTheHeadingFrame() {
        let left = SIMD3<Double>(cos(Double.pi / 2), sin(Double.pi / 2), 0)
        #expect(Self.close(EmitterShapeSampler.turned(left, toward: SIMD3(0, 3, 0)), SIMD3(-1, 0, 0)))
        #expect(Self.close(EmitterShapeSampler.turned(SIMD3(1, 0, 0), toward: SIMD3(0, 0, 2)), SIMD3(0, 0, 1)))
        let half = 0.5.squareRoot()
        #expect(Self.close(EmitterShapeSampler.turned(SIMD3(0, 1, 0), toward: SIMD3(1, 1, 0)), SIMD3(-half, half, 0)))
        // The heading's own direction maps to it, whatever its length; no heading leaves the direction as it is.
        #expect(Self.close(EmitterShapeSampler.turned(SIMD3(1, 0, 0), toward: SIMD3(-2, 0, 0)), SIMD3(-1, 0, 0)))
        #expect(Self.close(EmitterShapeSampler.turned(left, toward: .zero), left))
    }

    @Test("sparks with emissionLongitude π/2 from parents flying up (+y) fly along −x at their 50 pt/s")
    func subcellLongitudeIsRelativeToTheParentsDirection() {
        let sparks = Self.sparks(velocity: 100, longitude: .pi / 2, yAcceleration: 0)
        #expect(sparks.count > 5)
        for p in sparks {
            // Born at layer time `order` on the parent's path x = 10, then 0.9 − order seconds along −x.
            #expect(abs(Double(p.position.x - 10) + 50 * (0.9 - p.order)) < 1e-3)
            #expect(p.position.y >= 20)
        }
    }

    /// Sparks (longitude π/2, 50 pt/s) at 0.9 s of parents emitted at `longitude` and `velocity` from (10, 20),
    /// falling with `yAcceleration`; the parents draw nothing.
    static func sparks(velocity: CGFloat, longitude: CGFloat = 0, yAcceleration: CGFloat) -> [Particle] {
        ParticleSimulatorTests.particles(at: 0.9, layer: { $0.renderMode = .oldestFirst }) { c in
            c.birthRate = 2
            c.lifetime = 1
            c.velocity = velocity
            c.emissionLongitude = longitude
            c.yAcceleration = yAcceleration
            c.contents = nil
            let spark = CAEmitterCell()
            spark.contents = ParticleSimulatorTests.dot
            spark.birthRate = 30
            spark.lifetime = 1
            spark.velocity = 50
            spark.emissionLongitude = .pi / 2
            c.emitterCells = [spark]
        }
    }

    @Test("the direction is the current one: a parent emitted along +x at rest but falling (+y) has sparks fly −x")
    func subcellUsesTheParentsCurrentDirection() {
        let falling = Self.sparks(velocity: 0, yAcceleration: 100)
        #expect(falling.count > 5)
        for p in falling { #expect(abs(Double(p.position.x - 10) + 50 * (0.9 - p.order)) < 1e-3) }
        // A parent at rest without acceleration heads where it was emitted (+x): its sparks fly +y, x stays 10.
        let resting = Self.sparks(velocity: 0, yAcceleration: 0)
        #expect(resting.count > 5)
        for p in resting {
            #expect(abs(p.position.x - 10) < 1e-3)
            #expect(abs(Double(p.position.y - 20) - 50 * (0.9 - p.order)) < 1e-3)
        }
    }
}
