// The `ramp` scenario (docs/architecture.md "Benchmarks"): MotionMark's ramp method (RampController) on the benchmark scene: the number of
// layers the engine holds at 60 fps, with an 80 % bootstrap confidence interval.

struct RampScenario {
    let seconds: Double
    /// Tiles, or progress rings (`ramp --content shapes`).
    var content: SceneContent = .tiles

    /// The controller sized to the time asked for: tiers take about 4 s, the rest goes to three ramps.
    static func controller(seconds: Double) -> RampController {
        var controller = RampController()
        controller.rampSeconds = max((seconds - 4) / Double(controller.rampCount), 1.5)
        return controller
    }

    static var parameters: SceneParameters { parameters(content: .tiles) }

    static func parameters(content: SceneContent) -> SceneParameters {
        var parameters = SceneParameters()
        parameters.tileSide = content == .shapes ? 16 : 12
        parameters.cornerRadius = 3
        parameters.content = content
        return parameters
    }

    func run() throws(BenchmarkError) -> BenchmarkReport {
        let parameters = Self.parameters(content: content)
        let target = try EngineRampTarget(parameters: parameters)
        defer { target.stop() }
        let result = try Self.controller(seconds: seconds).run(on: target)
        var environment = BenchEnvironment.describe(glRenderer: target.loop.rendererName,
                                                    videoDriver: target.window.driver.reason)
        environment.merge(parameters.description) { $1 }
        environment.merge(Self.describe(result)) { $1 }
        environment["frame_length"] = "start of a frame to start of the next, at most 60 Hz (capped pacing)"
        return BenchmarkReport(scenario: content == .tiles ? "ramp" : "ramp (\(content.rawValue))", layers: Int(result.score), figures: Self.figures(result),
                               environment: environment, plot: .ramp(result))
    }

    static func figures(_ result: RampResult) -> [(key: String, value: Double)] {
        [("score", result.score), ("ci80_low", result.interval?.low ?? result.score),
         ("ci80_high", result.interval?.high ?? result.score), ("fit_level_ms", result.fit.level),
         ("fit_slope_us_per_layer", result.fit.slope * 1000), ("samples", Double(result.sampleCount))]
    }

    static func describe(_ result: RampResult) -> [String: String] {
        ["ramp_tiers": result.tiers.map { "\($0.complexity): \(String(format: "%.2f", $0.meanMs)) ms" }
            .joined(separator: ", "),
         "ramp_ranges": result.ramps.map { "\($0.high)→\($0.low)" }.joined(separator: ", "),
         "ramp_saturated": result.fit.saturated ? "yes" : "no (score is a lower bound)"]
    }
}
