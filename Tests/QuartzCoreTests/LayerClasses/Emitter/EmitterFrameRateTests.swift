// A particle stream does not depend on the frame rate (ParticleSimulator): each particle is born at its own time
// inside its birth slot and takes the values animations give at that time, so a moving emitter leaves an even
// trail, and runs at 30 and 60 frames per second (with a commit mid-run) show the same particles at the times they
// share.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAEmitterLayer frame-rate independence")
struct EmitterFrameRateTests {
    /// The emitter sweeping from x = 0 to x = 600 over its first second (an explicit emitterPosition animation).
    static func sweep(_ e: CAEmitterLayer) {
        e.renderMode = .oldestFirst
        let move = CABasicAnimation(keyPath: "emitterPosition")
        move.fromValue = CGPoint(x: 0, y: 20)
        move.toValue = CGPoint(x: 600, y: 20)
        move.duration = 1
        e.add(move, forKey: "sweep")
    }

    @Test("each particle starts where the moving emitter was at its own birth time, not at its slot's start")
    func particlesTakeTheAnimationAtTheirBirthTime() {
        let live = ParticleSimulatorTests.particles(at: 0.9, layer: Self.sweep) { c in
            c.birthRate = 60
            c.lifetime = 10
        }
        #expect(live.count == 54)
        // Motionless particles stay where they were born: x = 600 × birth time. With the value taken at each slot's
        // start they would sit on 54 steps of 10 pt, up to 10 pt behind.
        for p in live { #expect(abs(Double(p.position.x) - 600 * p.order) < 1e-3, "born at \(p.order)") }
    }

    /// Frames of 2 s at `fps` through the hosted path, with a commit at 0.5 s, and the particles every 0.1 s.
    static func run(fps: Int) -> [[Particle]] {
        MediaTimeTestLock.withClock(at: 100) { clock in
            let (e, scene) = ParticleSimulatorTests.stage(seed: 11, layer: Self.sweep) { c in
                ParticleSimulatorTests.spray(c)
                let spark = CAEmitterCell()
                spark.contents = ParticleSimulatorTests.dot
                spark.birthRate = 20
                spark.lifetime = 0.3
                spark.velocity = 30
                c.emitterCells = [spark]
            }
            let simulator = ParticleSimulator()   // one simulator for every frame, as the compositor keeps one
            var shared: [[Particle]] = []
            for k in 1...(2 * fps) {
                let t = 100 + Double(k) / Double(fps)
                clock.now = t
                if k == fps / 2 {
                    e.setValue(120, forKeyPath: "emitterCells.c.birthRate")   // an implicit animation from 0.5 s
                    CATransaction.flush()
                }
                scene.frame(at: t)
                guard case .emitter(let emitter) = scene.renderer.latestTree.layers[1].layerClass else { continue }
                simulator.simulate(emitter, atMediaTime: t)
                if k % (fps / 10) == 0 { shared.append(simulator.particles) }
            }
            return shared
        }
    }

    @Test("30 and 60 frames per second give exactly the same particles at the 20 times they share")
    func thirtyAndSixtyFramesPerSecondAgree() {
        let slow = Self.run(fps: 30)
        let fast = Self.run(fps: 60)
        #expect(slow.count == 20 && fast.count == 20)
        // Exactly equal, no tolerance: a frame's particles are a function of the committed configurations and the
        // frame's time alone (nothing is integrated from frame to frame), and both runs commit at the same times.
        for (index, (a, b)) in zip(slow, fast).enumerated() {
            #expect(!a.isEmpty)
            #expect(a.map(\.position) == b.map(\.position), "at \(Double(index + 1) / 10) s")
            #expect(a.map(\.color) == b.map(\.color) && a.map(\.size) == b.map(\.size))
            #expect(a.map(\.rotation) == b.map(\.rotation))
        }
    }
}
