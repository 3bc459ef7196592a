// A CAEmitterCell's CAMediaTiming (EmitterCellClock): the cell emits while its timing is in effect in its emitter's
// time, its clock runs at |speed| (births per cell second, particles ageing in cell seconds), timeOffset pre-warms,
// repeatCount / repeatDuration / autoreverses lengthen its emission, fillMode makes it emit before / after, and a
// sub-cell's time is the age of the particle it rides on. Counts are exact: at 60 births per cell second each
// 1/60 s birth slot holds exactly one birth per unit of clock rate (floor(rate × slot + u) with rate × slot whole).
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAEmitterCell timing")
struct EmitterCellTimingTests {
    /// The particles, at `seconds` of layer time, of a cell emitting 60 per second for 10 s along +x at 100 pt/s,
    /// drawn oldest first so each particle's `order` is its birth time.
    static func stream(at seconds: Double, _ configure: (CAEmitterCell) -> Void) -> [Particle] {
        ParticleSimulatorTests.particles(at: seconds, layer: { $0.renderMode = .oldestFirst }) { c in
            c.birthRate = 60
            c.lifetime = 10
            c.velocity = 100
            configure(c)
        }
    }

    @Test("speed 2 emits in 0.5 s what speed 1 emits in 1 s (60), and its particles move and age twice as fast")
    func speedScalesBirthsAndAgeing() {
        let fast = Self.stream(at: 0.5) { $0.speed = 2 }
        let normal = Self.stream(at: 1) { _ in }
        #expect(fast.count == 60 && normal.count == 60)
        for p in fast {
            // Born at layer time `order`, 2 × (0.5 − order) cell seconds old: x − 10 = 100 × that.
            #expect(abs(Double(p.position.x - 10) - 200 * (0.5 - p.order)) < 1e-3)
        }
        // Lifetime 0.5 cell seconds is 0.25 layer seconds at speed 2: 120 births per second × 0.25 s live.
        let short = Self.stream(at: 1) { c in
            c.speed = 2
            c.lifetime = 0.5
        }
        #expect(short.count == 30)
        #expect(Self.stream(at: 1) { $0.speed = 0 }.isEmpty)
    }

    @Test("timeOffset 0.5 pre-warms: at its beginTime the cell shows 0.5 s of particles already flying")
    func timeOffsetPrewarms() {
        let before = Self.stream(at: 0.99) { c in
            c.beginTime = 1
            c.timeOffset = 0.5
        }
        #expect(before.isEmpty)
        let warm = Self.stream(at: 1) { c in
            c.beginTime = 1
            c.timeOffset = 0.5
        }
        #expect(warm.count == 30)
        #expect(warm.allSatisfy { $0.order >= 0.5 && $0.order < 1 })
        let cold = Self.stream(at: 1) { $0.beginTime = 1 }
        #expect(cold.isEmpty)
        // A negative offset starts the emission that much later.
        #expect(Self.stream(at: 1.5) { c in
            c.beginTime = 1
            c.timeOffset = -0.5
        }.isEmpty)
        #expect(Self.stream(at: 2) { c in
            c.beginTime = 1
            c.timeOffset = -0.5
        }.count == 30)
    }

    @Test("repeatCount 2 of duration 0.5 emits over [0, 1) and not after; repeatDuration 0.75 over [0, 0.75)")
    func repeatsLengthenEmission() {
        let once = Self.stream(at: 2) { $0.duration = 0.5 }
        #expect(once.count == 30)
        let twice = Self.stream(at: 2) { c in
            c.duration = 0.5
            c.repeatCount = 2
        }
        #expect(twice.count == 60)
        #expect(twice.allSatisfy { $0.order < 1 })
        #expect(Self.stream(at: 1) { c in
            c.duration = 0.5
            c.repeatCount = 2
        }.count == 60)
        let timed = Self.stream(at: 2) { c in
            c.duration = 0.5
            c.repeatDuration = 0.75
        }
        #expect(timed.count == 45)
    }

    @Test("autoreverses makes one repeat a forward and a backward pass: duration 0.5 emits for 1 s, × repeatCount")
    func autoreversesDoublesEachRepeat() {
        #expect(Self.stream(at: 3) { c in
            c.duration = 0.5
            c.autoreverses = true
        }.count == 60)
        #expect(Self.stream(at: 3) { c in
            c.duration = 0.5
            c.autoreverses = true
            c.repeatCount = 2
        }.count == 120)
    }

    @Test("fillMode: backwards emits before beginTime, forwards after the active end, both on each side")
    func fillModesDecideEmissionOutsideTheActiveInterval() {
        func count(_ mode: CAMediaTimingFillMode) -> Int {
            Self.stream(at: 3) { c in
                c.beginTime = 1
                c.duration = 0.5
                c.fillMode = mode
            }.count
        }
        #expect(count(.removed) == 30)     // [1, 1.5)
        #expect(count(.backwards) == 90)   // [0, 1.5)
        #expect(count(.forwards) == 120)   // [1, 3]
        #expect(count(.both) == 180)       // [0, 3]
        // Set through KVC too, as Apple's key-value coding allows.
        #expect(Self.stream(at: 3) { c in
            c.beginTime = 1
            c.duration = 0.5
            c.setValue(CAMediaTimingFillMode.forwards, forKey: "fillMode")
        }.count == 120)
    }

    /// Three parents (a 0.05-cell-second window at 60 per second) that draw nothing and stand still, each carrying
    /// a sub-cell configured by `sub`; the sub-cell draws.
    static func parents(at seconds: Double, speed: Float = 1, _ sub: (CAEmitterCell) -> Void) -> [Particle] {
        ParticleSimulatorTests.particles(at: seconds, layer: { $0.renderMode = .oldestFirst }) { c in
            c.birthRate = 60
            c.lifetime = 10
            c.duration = 0.05
            c.speed = speed
            c.contents = nil
            let spark = CAEmitterCell()
            spark.contents = ParticleSimulatorTests.dot
            spark.birthRate = 60
            spark.lifetime = 10
            spark.velocity = 100
            sub(spark)
            c.emitterCells = [spark]
        }
    }

    @Test("a sub-cell's time is its parent particle's age: beginTime 0.5, duration 0.25 at speed 2 emits 15 each")
    func subcellTimeIsTheParentsAge() {
        let sparks = Self.parents(at: 2) { s in
            s.beginTime = 0.5
            s.duration = 0.25
            s.speed = 2
        }
        // Window [0.5, 0.625) of each parent's age at 120 births per second: 15 births, 3 parents.
        #expect(sparks.count == 45)
        // Before any parent is 0.5 s old nothing is emitted.
        #expect(Self.parents(at: 0.45) { s in
            s.beginTime = 0.5
            s.duration = 0.25
        }.isEmpty)
    }

    @Test("a parent at speed 2 ages twice as fast, so its sub-cell's window comes twice as soon in layer time")
    func parentSpeedScalesSubcellTime() {
        // Parents born over [0, 0.025) of layer time; at 0.2 they are at most 0.4 cell seconds old.
        #expect(Self.parents(at: 0.2, speed: 2) { $0.beginTime = 0.5; $0.duration = 0.25 }.isEmpty)
        // By layer time 1 every parent is past 0.75 s of age: 0.25 s × 60 births each.
        let sparks = Self.parents(at: 1, speed: 2) { $0.beginTime = 0.5; $0.duration = 0.25 }
        #expect(sparks.count == 45)
        // The sparks run on the parent's doubled clock: at layer time 1 a spark born at layer time b is
        // 2 × (1 − b) seconds old and has flown 100 pt per second of that.
        for p in sparks { #expect(abs(Double(p.position.x - 10) - 200 * (1 - p.order)) < 1e-3) }
    }
}
