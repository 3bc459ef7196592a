// The `emitter` scenario (docs/architecture.md "Layer classes"): MotionMark's ramp method (RampController) on CAEmitterLayer particles: how many
// live particles (8×8 images, spinning and drifting, one draw call per frame) the engine holds at 60 fps, with an
// 80 % bootstrap interval. Capped at CAEmitterLayer.maximumParticles. `framebench peer qt emitter` ramps Qt Quick's
// particles (QtQmlEmitter) with the same controller and reports them the same way (`report`).
import QuartzCore

struct EmitterScenario {
    let seconds: Double
    static let width = 800
    static let height = 600

    /// RampScenario's controller, capped at the engine's particle limit.
    static func controller(seconds: Double) -> RampController {
        var controller = RampScenario.controller(seconds: seconds)
        controller.maxComplexity = CAEmitterLayer.maximumParticles
        return controller
    }

    func run() throws(BenchmarkError) -> BenchmarkReport {
        let target = try EmitterRampTarget(width: Self.width, height: Self.height)
        defer { target.stop() }
        let result = try Self.controller(seconds: seconds).run(on: target)
        var environment = BenchEnvironment.describe(glRenderer: target.loop.rendererName,
                                                    videoDriver: target.window.driver.reason)
        environment["scene"] = "one CAEmitterLayer, rectangle emitter over the window"
        environment["frame_length"] = "start of a frame to start of the next, at most 60 Hz (capped pacing)"
        return Self.report(result, environment: environment)
    }

    /// The ramp's figures, with the scene's size and particle (`environment` says what drew them).
    static func report(_ result: RampResult, environment: [String: String]) -> BenchmarkReport {
        var environment = environment
        environment.merge(RampScenario.describe(result)) { $1 }
        environment["scene"] = "\(width)×\(height), " + (environment["scene"] ?? "") + "; one particle kind: "
            + EmitterBenchCell.summary
        environment["score_unit"] = "live particles (all in one emitter)"
        var figures = RampScenario.figures(result)
        if let index = figures.firstIndex(where: { $0.key == "fit_slope_us_per_layer" }) {
            figures[index].key = "fit_slope_us_per_particle"
        }
        return BenchmarkReport(scenario: "emitter", layers: 1, figures: figures, environment: environment,
                               plot: .ramp(result))
    }
}
