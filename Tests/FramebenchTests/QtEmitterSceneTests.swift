// The Qt emitter peer's pure parts: the QML carries the engine's particle (EmitterBenchCell) and the schedule, its
// image is the engine's, and the comparison scores particles held at 60 fps.
import Testing
@testable import framebench

@Test("The emitter QML carries the cell's rate, lifetime, size, speed, spin, red range and the schedule")
func qtEmitterQmlCarriesCell() {
    let qml = QtQmlEmitter.qml(schedule: [RampStep(complexity: 4000, seconds: 1.5), RampStep(complexity: 2000, seconds: 0.25)])
    #expect(qml.contains("property var schedule: [[4000, 1500], [2000, 250]]"))
    // birthRate = particles / lifetime; each step starts at its steady state (startTime = lifetime).
    #expect(qml.contains("emitRate: win.count / 4.0; lifeSpan: 4000; startTime: 4000"))
    #expect(qml.contains("size: 8\n"))
    #expect(qml.contains("velocity: AngleDirection { angleVariation: 180; magnitude: 20.0 }"))
    // spin 1 ± 2 rad/s in degrees per second.
    #expect(qml.contains("rotationVelocity: 57.296; rotationVelocityVariation: 114.592"))
    #expect(qml.contains("redVariation: 0.3"))
    #expect(qml.contains("entryEffect: ImageParticle.None"))
    #expect(qml.contains("source: \"particle.png\""))
    #expect(qml.contains("width: 800; height: 600"))
}

@Test("The Qt particle image is the engine's: 8×8 of (1, 0.8, 0.4) at alpha 0.9, straight alpha")
func qtEmitterImage() {
    let scene = QtQmlEmitter.scene(width: 800, height: 600)
    #expect(scene.images.count == 1)
    let image = scene.images[0]
    #expect(image.name == "particle.png" && image.width == 8 && image.height == 8)
    #expect(image.rgba.count == 8 * 8 * 4)
    #expect(Array(image.rgba.prefix(4)) == [255, 204, 102, 230])
    #expect(Set(stride(from: 0, to: image.rgba.count, by: 4).map { Array(image.rgba[$0..<($0 + 4)]) }).count == 1)
}

@Test("`peer qt emitter` compares particles held at 60 fps: the engine's score over Qt's")
func qtEmitterHeadline() {
    let engine = BenchmarkReport(scenario: "emitter", layers: 1, figures: [("score", 9000)],
                                 environment: ["score_unit": "live particles (all in one emitter)"])
    let peer = BenchmarkReport(scenario: "emitter", layers: 1, figures: [("score", 3000)], environment: [:])
    let comparison = PeerComparison(engine: engine, peer: peer, peerEngine: QtPeer(), scenario: .emitter)
    #expect(comparison.headline == "score")
    #expect(comparison.ratio == 3)
    #expect(comparison.table().hasPrefix("scenario emitter: score in live particles (all in one emitter)"))
}
