// The `ramp` scenario run in Qt Quick: the same RampController and scene parameters as the engine's ramp, each
// tier and ramp one run of the QML scene.

struct QtRampRun {
    let seconds: Double

    func run() throws(BenchmarkError) -> BenchmarkReport {
        let target = QtRampTarget(parameters: RampScenario.parameters)
        let result = try RampScenario.controller(seconds: seconds).run(on: target)
        var environment = BenchEnvironment.describe(glRenderer: target.lastLog?.glRenderer,
                                                    videoDriver: "Xvfb (xcb), GLX")
        environment.merge(RampScenario.parameters.description) { $1 }
        environment.merge(RampScenario.describe(result)) { $1 }
        environment["engine"] = "Qt Quick 6 (qml tool), \(target.lastLog?.renderLoop ?? "unknown") render loop"
        environment["frame_length"] = "frameSwapped to next frameSwapped, floored at the 60 Hz period"
        return BenchmarkReport(scenario: "ramp", layers: Int(result.score), figures: RampScenario.figures(result),
                               environment: environment)
    }
}
