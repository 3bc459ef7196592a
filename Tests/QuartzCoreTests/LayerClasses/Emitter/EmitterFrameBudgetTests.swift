// How much one frame of an emitter layer works out (ParticleSimulator's header): births and birth slots together
// are counted against one budget, a cell whose birth rate is 0 throughout visits no slot, and a slot's births that
// cannot fall in the window still shown are skipped in closed form, random numbers included. An emitter whose
// beginTime is 0 has the media clock's whole age behind it (a day on a machine up a day), so these use such an age.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAEmitterLayer: one frame's work is bounded")
struct EmitterFrameBudgetTests {
    /// A day-old emitter (beginTime 0, clock at 86,400 s; ParticleSimulatorTests' stage) whose one cell, "c" (10
    /// births a second, 1,000 s lives), holds a sub-cell "spark" configured by `spark`; the simulator after the
    /// frame half a second later.
    static func dayOldEmitter(spark configure: (CAEmitterCell) -> Void,
                              layer: (CAEmitterLayer) -> Void = { _ in }) -> ParticleSimulator {
        MediaTimeTestLock.withClock(at: 86_400) { _ in
            let (_, scene) = ParticleSimulatorTests.stage(seed: 7, layer: { emitter in
                emitter.beginTime = 0
                layer(emitter)
            }) { parent in
                parent.birthRate = 10
                parent.lifetime = 1_000
                let spark = CAEmitterCell()
                spark.name = "spark"
                spark.contents = ParticleSimulatorTests.dot
                spark.lifetime = 10
                configure(spark)
                parent.emitterCells = [spark]
            }
            let simulator = ParticleSimulator()
            if case .emitter(let committed) = scene.renderer.latestTree.layers[1].layerClass {
                simulator.simulate(committed, atMediaTime: 86_400.5)
            }
            return simulator
        }
    }

    @Test("a sub-cell whose birthRate is 0 visits no slot: ~10,000 live parents cost ~11,000 steps, not millions")
    func silentSubcellCostsNothing() {
        let simulator = Self.dayOldEmitter { $0.birthRate = 0 }
        // The parent's window is its chain life (1,010 s) in 1,024 slots: ~1,025 slots and ~10,100 births, of which
        // the last 1,000 s (~10,000) are alive. Visiting the spark's slots would be ~600 a parent (10 s / (1/60)).
        #expect(simulator.particles.count > 9_800 && simulator.particles.count < 10_200, "\(simulator.particles.count)")
        #expect(simulator.stepsExamined < 12_000, "\(simulator.stepsExamined)")
    }

    @Test("twin: a sub-cell whose birthRate is animated visits its slots, and the frame stops at the budget")
    func animatedSubcellIsBoundedByTheBudget() {
        let simulator = Self.dayOldEmitter(spark: { $0.birthRate = 0 }) { emitter in
            let animation = CABasicAnimation(keyPath: "emitterCells.c.emitterCells.spark.birthRate")
            animation.fromValue = NSNumber(value: 0)
            animation.toValue = NSNumber(value: 0)
            animation.duration = 1e6
            emitter.add(animation, forKey: "silent")
        }
        #expect(simulator.stepsExamined == ParticleSimulator.maximumStepsExamined + 1, "\(simulator.stepsExamined)")
        #expect(EngineDiagnostics.hasReported(containing: "particle births and birth slots to work out in one frame"))
    }

    @Test("skipping n numbers of a particle stream is drawing them: the next number is the same")
    func skipMatchesDrawing() {
        for count in [0, 1, 2, 17, 99_999] {
            var drawn = ParticleRandom(7, 1, 42, 0)
            var skipped = drawn
            for _ in 0..<count { _ = drawn.next() }
            skipped.skip(count)
            #expect(drawn.next() == skipped.next(), "\(count)")
        }
    }

    @Test("a slot's places hold every birth in the window and at most four more (10,000 random slots)")
    func placesCoverTheWindowTightly() {
        var random = ParticleRandom(1, 2, 3, 4)
        for trial in 0..<10_000 {
            let births = 1 + Int(random.next() % 3_000)
            let slotStart = Double(Int(random.next() % 200)) - 100
            let slot = [1.0 / 60, 0.5, 9_765.625][Int(random.next() % 3)]
            let from = slotStart + (random.unit() * 1.4 - 0.2) * slot
            let stop = from + random.unit() * random.unit() * slot
            let places = ParticleSimulator.places(births, slotStart: slotStart, slot: slot, from: from, stop: stop)
            // The simulator's own spread: birth m at slotStart + (m + u_m) / births × slot, u_m from the slot stream.
            var stream = ParticleRandom(UInt64(trial), 5, 6, 0)
            var inWindow: [Int] = []
            for m in 0..<births {
                let birth = slotStart + (Double(m) + stream.unit()) / Double(births) * slot
                if birth >= from, birth <= stop { inWindow.append(m) }
            }
            #expect(inWindow.allSatisfy(places.contains), "trial \(trial): \(places) misses some of \(inWindow)")
            #expect(places.count <= inWindow.count + 4, "trial \(trial): \(places) for \(inWindow.count) births")
        }
    }
}
