// The particles the render thread computes from a committed CAEmitterLayer (ParticleSimulator): the same seed and
// time give the same particles, births follow birthRate × lifetime, motion follows velocity and acceleration in
// closed form, stopping births keeps the particles already flying, sub-cells emit along their parent's path, render
// modes order the particles, and a million requested particles are capped with one message.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAEmitterLayer particles")
struct ParticleSimulatorTests {
    static let dot = CGImage.solid(CGColor(red: 1, green: 1, blue: 1, alpha: 1), width: 4, height: 4)

    /// A committed emitter at (10, 20) with one cell configured by `configure`, and its particles at `seconds`
    /// after the commit (media time 100).
    static func particles(at seconds: Double, seed: UInt32 = 7, layer: (CAEmitterLayer) -> Void = { _ in },
                          configure: (CAEmitterCell) -> Void) -> [Particle] {
        MediaTimeTestLock.withClock(at: 100) { _ in
            let (e, scene) = stage(seed: seed, layer: layer, configure: configure)
            _ = e
            return simulate(scene, at: 100 + seconds)
        }
    }

    static func stage(seed: UInt32, layer: (CAEmitterLayer) -> Void,
                      configure: (CAEmitterCell) -> Void) -> (CAEmitterLayer, HostedAnimationScene) {
        let cell = CAEmitterCell()
        cell.name = "c"
        cell.contents = dot
        configure(cell)
        let e = CAEmitterLayer()
        e.emitterPosition = CGPoint(x: 10, y: 20)
        e.seed = seed
        e.beginTime = 100   // emission starts at the commit, not at media time 0
        e.emitterCells = [cell]
        layer(e)
        return (e, HostedAnimationScene(child: e))
    }

    static func simulate(_ scene: HostedAnimationScene, at time: Double) -> [Particle] {
        guard case .emitter(let emitter) = scene.renderer.latestTree.layers[1].layerClass else { return [] }
        let simulator = ParticleSimulator()
        simulator.simulate(emitter, atMediaTime: time)
        return simulator.particles
    }

    static func spray(_ c: CAEmitterCell) {
        c.birthRate = 50
        c.lifetime = 2
        c.lifetimeRange = 0.5
        c.velocity = 80
        c.velocityRange = 40
        c.emissionRange = .pi
        c.spin = 1
        c.spinRange = 2
        c.scaleRange = 0.5
        c.redRange = 0.5
    }

    @Test("the same seed and time give the same particles; another seed gives others")
    func deterministic() {
        let a = Self.particles(at: 1.5, configure: Self.spray)
        let b = Self.particles(at: 1.5, configure: Self.spray)
        let c = Self.particles(at: 1.5, seed: 8, configure: Self.spray)
        #expect(!a.isEmpty)
        #expect(a.map(\.position) == b.map(\.position) && a.map(\.color) == b.map(\.color))
        #expect(a.map(\.rotation) == b.map(\.rotation) && a.map(\.size) == b.map(\.size))
        #expect(a.map(\.position) != c.map(\.position))
    }

    @Test("about birthRate × lifetime particles live in the steady state (100/s × 1 s ≈ 100)")
    func steadyStateCount() {
        let live = Self.particles(at: 3) { c in
            c.birthRate = 100
            c.lifetime = 1
        }
        #expect(live.count > 85 && live.count < 115, "\(live.count)")
    }

    @Test("a particle moves by velocity along the emission longitude plus half the acceleration × age²")
    func closedFormMotion() {
        let live = Self.particles(at: 1) { c in
            c.birthRate = 20
            c.lifetime = 5
            c.velocity = 100
            c.emissionLongitude = 0
            c.yAcceleration = 50
        }
        #expect(live.count > 10)
        for p in live {
            // x − 10 = 100 · age, y − 20 = 25 · age².
            let age = Double(p.position.x - 10) / 100
            #expect(age >= 0 && age <= 1.0001)
            #expect(abs(Double(p.position.y - 20) - 25 * age * age) < 1e-3)
        }
    }

    @Test("setting birthRate to 0 stops births (after its implicit animation); flying particles live out their life")
    func stoppingKeepsLiveParticles() {
        MediaTimeTestLock.withClock(at: 100) { clock in
            let (e, scene) = Self.stage(seed: 1, layer: { _ in }) { c in
                c.birthRate = 40
                c.lifetime = 1
            }
            clock.now = 102
            e.birthRate = 0
            CATransaction.flush()
            #expect(Self.simulate(scene, at: 102.5).count > 10)
            // The implicit animation ramps birthRate 1 → 0 over 0.25 s; the last births die 1 s after it.
            #expect(Self.simulate(scene, at: 103.26).isEmpty)
        }
    }

    @Test("sub-cells are emitted from their parent particle's position during its life")
    func subcellsFollowParent() {
        let live = Self.particles(at: 0.9) { c in
            c.birthRate = 2
            c.lifetime = 1
            c.velocity = 100
            c.contents = nil   // the parents draw nothing; their sparks do
            let spark = CAEmitterCell()
            spark.contents = Self.dot
            spark.birthRate = 30
            spark.lifetime = 0.2
            c.emitterCells = [spark]
        }
        #expect(live.count > 5)
        // Parents fly along +x from (10, 20) at 100 pt/s; motionless sparks stay on that line within 90 pt.
        for p in live { #expect(abs(p.position.y - 20) < 1e-4 && p.position.x >= 10 && p.position.x <= 100.001) }
    }

    @Test("oldestFirst draws by birth time, oldestLast the reverse; unordered groups each cell's particles")
    func renderModes() {
        let first = Self.particles(at: 1, layer: { $0.renderMode = .oldestFirst }, configure: Self.spray)
        let last = Self.particles(at: 1, layer: { $0.renderMode = .oldestLast }, configure: Self.spray)
        #expect(first.count > 10 && first.count == last.count)
        #expect(zip(first, first.dropFirst()).allSatisfy { $0.order <= $1.order })
        #expect(zip(last, last.dropFirst()).allSatisfy { $0.order >= $1.order })
        let grouped = Self.particles(at: 1) { c in
            Self.spray(c)
            c.velocity = 0   // parents and sparks both draw
            let spark = CAEmitterCell()
            spark.contents = Self.dot
            spark.birthRate = 10
            spark.lifetime = 0.5
            c.emitterCells = [spark]
        }
        let changes = zip(grouped, grouped.dropFirst()).filter { $0.drawable != $1.drawable }.count
        #expect(changes == 1)
    }

    @Test("an animation of emitterCells.<name>.birthRate emits while the model's birthRate is 0")
    func animatedBirthRateEmits() {
        MediaTimeTestLock.withClock(at: 100) { clock in
            let (e, scene) = Self.stage(seed: 5, layer: { _ in }) { c in
                c.birthRate = 0
                c.lifetime = 2
            }
            #expect(Self.simulate(scene, at: 100.5).isEmpty)
            clock.now = 101
            let flash = CABasicAnimation(keyPath: "emitterCells.c.birthRate")
            flash.fromValue = 200
            flash.toValue = 0
            flash.duration = 0.5
            e.add(flash, forKey: "flash")
            CATransaction.flush()
            // 200 → 0 over 0.5 s: 50 births on average, all alive 1 s later, also after later commits have
            // removed the finished animation (its configuration keeps it).
            let live = Self.simulate(scene, at: 102)
            #expect(live.count > 35 && live.count < 65, "\(live.count)")
            clock.now = 101.8
            scene.frame(at: 101.8)   // a frame past its end removes the animation from the model
            clock.now = 101.9
            scene.root.backgroundColor = CGColor(gray: 0.4, alpha: 1)
            CATransaction.flush()
            #expect(e.animation(forKey: "flash") == nil)
            #expect(Self.simulate(scene, at: 102).count == live.count)
        }
    }

    @Test("an animation of a sub-cell's birthRate (emitterCells.c.emitterCells.s.birthRate) makes it emit")
    func animatedSubcellBirthRateEmits() {
        func sparks(animated: Bool) -> Int {
            Self.particles(at: 1, layer: { e in
                guard animated else { return }
                let on = CABasicAnimation(keyPath: "emitterCells.c.emitterCells.s.birthRate")
                on.fromValue = 60
                on.toValue = 60
                on.duration = 10
                e.add(on, forKey: "sparks")
            }) { c in
                c.birthRate = 60
                c.lifetime = 10
                c.duration = 0.05   // three parents, born in the first 0.05 s
                c.contents = nil
                let spark = CAEmitterCell()
                spark.name = "s"
                spark.contents = Self.dot
                spark.birthRate = 0
                spark.lifetime = 10
                c.emitterCells = [spark]
            }.count
        }
        #expect(sparks(animated: false) == 0)
        // Three parents about 1 s old, each emitting 60 per second of its age.
        let count = sparks(animated: true)
        #expect(count > 160 && count <= 180, "\(count)")
    }

    @Test("a million particles requested are capped at maximumParticles with one message")
    func millionParticlesCapped() {
        var live: [Particle] = []
        let messages = EngineDiagnostics.capture {
            live = Self.particles(at: 2) { c in
                c.birthRate = 1_000_000
                c.lifetime = 1
            }
        }
        #expect(live.count == CAEmitterLayer.maximumParticles)
        #expect(messages.contains { $0.contains("live particles in one frame") })
    }

    @Test("a negative lifetime gives no particles; infinite birthRate is refused and emits nothing")
    func badLifetimeAndRate() {
        let none = Self.particles(at: 1) { c in
            c.birthRate = 10
            c.lifetime = -1
        }
        #expect(none.isEmpty)
        let refused = Self.particles(at: 1) { c in
            c.birthRate = .infinity
            c.lifetime = 1
        }
        #expect(refused.isEmpty)
    }
}
