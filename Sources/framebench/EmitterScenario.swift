// The `emitter` scenario (issue 16): MotionMark's ramp method (RampController) on CAEmitterLayer particles: how many
// live particles (8×8 images, spinning and drifting, one draw call per frame) the engine holds at 60 fps, with an
// 80 % bootstrap interval. Capped at CAEmitterLayer.maximumParticles.
import CoreAnimation

struct EmitterScenario {
    let seconds: Double
    static let width = 800
    static let height = 600

    func run() throws(BenchmarkError) -> BenchmarkReport {
        let target = try EmitterRampTarget(width: Self.width, height: Self.height)
        let result: RampResult
        do {
            var controller = RampScenario.controller(seconds: seconds)
            controller.maxComplexity = CAEmitterLayer.maximumParticles
            result = try controller.run(on: target)
        } catch {
            target.stop()
            throw error
        }
        target.stop()
        var environment = BenchEnvironment.describe(glRenderer: target.loop.rendererName,
                                                    videoDriver: target.window.driver.reason)
        environment.merge(RampScenario.describe(result)) { $1 }
        environment["scene"] = "\(Self.width)×\(Self.height), one CAEmitterLayer, one cell: 8×8 image, lifetime "
            + "\(EmitterBenchScene.lifetime) s, velocity 20, spin 1 ± 2, rectangle emitter over the window"
        environment["frame_length"] = "start of a frame to start of the next, at most 60 Hz (capped pacing)"
        var figures = RampScenario.figures(result)
        if let index = figures.firstIndex(where: { $0.key == "fit_slope_us_per_layer" }) {
            figures[index].key = "fit_slope_us_per_particle"
        }
        environment["score_unit"] = "live particles (all in one emitter layer)"
        return BenchmarkReport(scenario: "emitter", layers: 1, figures: figures,
                               environment: environment, plot: .ramp(result))
    }
}
