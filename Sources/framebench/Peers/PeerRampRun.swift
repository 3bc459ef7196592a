// A ramp run on a peer (`ramp`: the tile scene; `emitter`: particles): the same RampController and scene as the
// engine's run of that scenario, each tier and ramp one run of the peer's scene, reported as the engine's is.

struct PeerRampRun {
    let seconds: Double
    var scenario: BenchmarkScenario = .ramp

    func run<Peer>(on target: PeerRampTarget<Peer>) throws(BenchmarkError) -> BenchmarkReport {
        let emitter = scenario == .emitter
        let controller = emitter ? EmitterScenario.controller(seconds: seconds) : RampScenario.controller(seconds: seconds)
        let result = try controller.run(on: target)
        var environment = BenchEnvironment.describe(glRenderer: target.glRenderer, videoDriver: target.peer.videoDriver)
        environment["engine"] = target.engineDescription
        environment["frame_length"] = "one presented frame to the next, floored at the 60 Hz period"
        if emitter {
            environment["scene"] = "one ParticleSystem: ImageParticle and an Emitter filling the window"
            return EmitterScenario.report(result, environment: environment)
        }
        environment.merge(RampScenario.parameters.description) { $1 }
        environment.merge(RampScenario.describe(result)) { $1 }
        return BenchmarkReport(scenario: "ramp", layers: Int(result.score), figures: RampScenario.figures(result),
                               environment: environment, plot: .ramp(result))
    }
}
