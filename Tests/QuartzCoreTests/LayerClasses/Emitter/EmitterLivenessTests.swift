// When an emitter layer keeps the frame loop running (RenderEmitter.isLive, RenderTree.isAnimating): while a
// particle can still be alive or a cell can still emit, and not after, so a scene whose emitter can produce nothing
// more lets the display link idle. Times are exact: the layer is committed at media time 100 with beginTime 100, so
// its local time is media time − 100, and a particle lives exactly its lifetime (lifetime ± lifetimeRange at most).
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAEmitterLayer liveness")
struct EmitterLivenessTests {
    /// Whether the committed emitter of `scene` is live at layer time `seconds`, asked of both the emitter and the
    /// tree the frame loop asks (they must agree).
    static func isLive(_ scene: HostedAnimationScene, at seconds: Double) -> Bool {
        let tree = scene.renderer.latestTree
        guard case .emitter(let emitter) = tree.layers[1].layerClass else { return false }
        let live = emitter.isLive(atMediaTime: 100 + seconds)
        #expect(tree.isAnimating(at: 100 + seconds) == live)
        return live
    }

    /// Liveness at each of `times` of one cell configured by `configure` on a layer configured by `layer`.
    static func liveness(at times: [Double], layer: @escaping (CAEmitterLayer) -> Void = { _ in },
                         _ configure: @escaping (CAEmitterCell) -> Void) -> [Bool] {
        MediaTimeTestLock.withClock(at: 100) { _ in
            let (e, scene) = ParticleSimulatorTests.stage(seed: 3, layer: layer) { c in
                c.birthRate = 60
                configure(c)
            }
            _ = e
            return times.map { isLive(scene, at: $0) }
        }
    }

    @Test("a cell with duration 1 and lifetime 2 is live until 3 s and not from 3 s on, when its last particle is gone")
    func endedCellIsLiveUntilItsLastParticleDies() {
        #expect(Self.liveness(at: [0, 1, 2.999, 3, 3.5, 1000]) { c in
            c.duration = 1
            c.lifetime = 2
        } == [true, true, true, false, false, false])
        MediaTimeTestLock.withClock(at: 100) { _ in
            let (e, scene) = ParticleSimulatorTests.stage(seed: 3, layer: { _ in }) { c in
                c.birthRate = 60
                c.duration = 1
                c.lifetime = 2
            }
            _ = e
            #expect(!ParticleSimulatorTests.simulate(scene, at: 102.5).isEmpty)
            #expect(ParticleSimulatorTests.simulate(scene, at: 103).isEmpty)
        }
    }

    @Test("lifetimeRange 0.5 lengthens the bound by 0.5 s: live until 3.5 s")
    func lifetimeRangeBoundsTheLastLife() {
        #expect(Self.liveness(at: [3.499, 3.5]) { c in
            c.duration = 1
            c.lifetime = 2
            c.lifetimeRange = 0.5
        } == [true, false])
    }

    @Test("the layer's lifetime multiplies the bound: lifetime 2 × layer lifetime 1.5 after duration 1 ends at 4 s")
    func layerLifetimeScalesTheBound() {
        #expect(Self.liveness(at: [3.999, 4], layer: { $0.lifetime = 1.5 }) { c in
            c.duration = 1
            c.lifetime = 2
        } == [true, false])
    }

    @Test("a cell that never ends emission is live at any time; fillMode forwards keeps an ended cell emitting")
    func endlessEmissionStaysLive() {
        #expect(Self.liveness(at: [0, 1e6]) { $0.lifetime = 2 } == [true, true])
        #expect(Self.liveness(at: [1e6]) { c in
            c.duration = 1
            c.lifetime = 2
            c.fillMode = .forwards
        } == [true])
    }

    @Test("a cell beginning at 5 s is live before it begins and until its particles die (duration 1, lifetime 2: 8 s)")
    func laterBeginIsLiveBeforeIt() {
        #expect(Self.liveness(at: [0, 4.9, 7.999, 8]) { c in
            c.beginTime = 5
            c.duration = 1
            c.lifetime = 2
        } == [true, true, true, false])
    }

    @Test("birthRate 0 on the layer, birthRate 0 on the cell, a disabled cell or layer lifetime 0: not live at all")
    func nothingToEmitIsNotLive() {
        #expect(Self.liveness(at: [0], layer: { $0.birthRate = 0 }) { $0.lifetime = 2 } == [false])
        #expect(Self.liveness(at: [0]) { c in
            c.birthRate = 0
            c.lifetime = 2
        } == [false])
        #expect(Self.liveness(at: [0]) { c in
            c.isEnabled = false
            c.lifetime = 2
        } == [false])
        #expect(Self.liveness(at: [0], layer: { $0.lifetime = 0 }) { $0.lifetime = 2 } == [false])
    }

    @Test("setting the layer's birthRate to 0 at 1 s keeps it live until the particles born before die (lifetime 2: 3 s)")
    func stoppedEmissionIsLiveUntilItsParticlesDie() {
        MediaTimeTestLock.withClock(at: 100) { clock in
            let (e, scene) = ParticleSimulatorTests.stage(seed: 3, layer: { _ in }) { c in
                c.birthRate = 60
                c.lifetime = 2
            }
            clock.now = 101
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            e.birthRate = 0
            CATransaction.commit()
            CATransaction.flush()
            #expect(Self.isLive(scene, at: 2.999))
            #expect(!Self.isLive(scene, at: 3))
        }
    }

    @Test("a sub-cell's particles extend the bound: parent lifetime 1, sub-cell lifetime 0.5, duration 1 ends at 2.5 s")
    func subcellsExtendTheBound() {
        #expect(Self.liveness(at: [2.499, 2.5]) { c in
            c.duration = 1
            c.lifetime = 1
            let spark = CAEmitterCell()
            spark.contents = ParticleSimulatorTests.dot
            spark.birthRate = 10
            spark.lifetime = 0.5
            c.emitterCells = [spark]
        } == [true, false])
    }

    @Test("a layer with speed 0 holds its picture: not live")
    func stoppedLayerClockIsNotLive() {
        #expect(Self.liveness(at: [1], layer: { $0.speed = 0 }) { $0.lifetime = 2 } == [false])
    }
}
