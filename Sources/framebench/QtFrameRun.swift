// The `frame` scene run in Qt Quick: the same tiles, count and duration as the engine's run. Frame time is Qt's
// render-thread time per frame (QSG_RENDER_TIMING: sync + render + swap, whole ms); like the engine's it includes
// rasterisation (llvmpipe rasterises at swap) but, unlike it, not the animation tick, which Qt runs on its GUI
// thread. Frames in the first `warmupSeconds` are left out, as on the engine's side.

struct QtFrameRun {
    let layerCount: Int
    let seconds: Double
    var warmupSeconds = 0.5

    func run() throws(BenchmarkError) -> BenchmarkReport {
        let parameters = SceneParameters(fittingLayers: layerCount)
        let schedule = [RampStep(complexity: layerCount, seconds: warmupSeconds + seconds)]
        let output = try QtPeerRunner.run(qml: QtQmlScene.qml(parameters: parameters, schedule: schedule),
                                          expectedSeconds: warmupSeconds + seconds, width: parameters.width,
                                          height: parameters.height)
        let log = QtFrameLog(output: output)
        let firstSwap = log.swaps.first?.ms ?? 0
        let warmEnd = firstSwap + warmupSeconds * 1000
        var frames = FrameStatistics()
        for render in log.renders where render.afterMs >= warmEnd { frames.add(render.ms) }
        let swaps = log.swaps.filter { $0.ms >= warmEnd }
        guard frames.count > 0, let first = swaps.first, let last = swaps.last, last.ms > first.ms else {
            throw .noSamples("Qt drew no frames after its warm-up; run for longer (--seconds).")
        }
        let periodMs = 1000.0 / 60
        var hitchMs = 0.0, dropped = 0
        for index in 1..<swaps.count {
            let interval = swaps[index].ms - swaps[index - 1].ms
            // Without vsync, an interval longer than 1.5 periods is one a 60 Hz display would have shown a
            // repeated frame in.
            if interval > periodMs * 1.5 {
                hitchMs += interval - periodMs
                dropped += Int(((interval - periodMs) / periodMs).rounded())
            }
        }
        let span = (last.ms - first.ms) / 1000
        var environment = BenchEnvironment.describe(glRenderer: log.glRenderer, videoDriver: "Xvfb (xcb), GLX")
        environment.merge(parameters.description) { $1 }
        environment["engine"] = "Qt Quick 6 (qml tool), \(log.renderLoop) render loop"
        environment["frame_time"] = "QSG_RENDER_TIMING render-thread frame time (sync+render+swap), whole ms"
        return BenchmarkReport(
            scenario: "frame", layers: layerCount,
            figures: [("p50_ms", frames.percentile(50)), ("p95_ms", frames.percentile(95)),
                      ("p99_ms", frames.percentile(99)), ("max_ms", frames.maximum),
                      ("hitch_ms_per_s", hitchMs / span), ("dropped_frames", Double(dropped)),
                      ("frames", Double(swaps.count)), ("fps", Double(swaps.count - 1) / span)],
            environment: environment)
    }
}
