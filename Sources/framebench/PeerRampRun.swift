// The `ramp` scenario run on a peer: the same RampController and scene parameters as the engine's ramp, each tier
// and ramp one run of the peer's scene.

struct PeerRampRun {
    let seconds: Double

    func run(on target: some PeerRampTarget) throws(BenchmarkError) -> BenchmarkReport {
        let result = try RampScenario.controller(seconds: seconds).run(on: target)
        var environment = BenchEnvironment.describe(glRenderer: target.glRenderer, videoDriver: target.videoDriver)
        environment.merge(RampScenario.parameters.description) { $1 }
        environment.merge(RampScenario.describe(result)) { $1 }
        environment["engine"] = target.engineDescription
        environment["frame_length"] = "one presented frame to the next, floored at the 60 Hz period"
        return BenchmarkReport(scenario: "ramp", layers: Int(result.score), figures: RampScenario.figures(result),
                               environment: environment, plot: .ramp(result))
    }
}
