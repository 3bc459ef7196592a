// The `frame` scene run in Qt Quick: the same tiles, count and duration as the engine's run. Frame time is Qt's
// render-thread time per frame (QSG_RENDER_TIMING: sync + render + swap, whole ms); like the engine's it includes
// rasterisation (llvmpipe rasterises at swap) but, unlike it, not the animation tick, which Qt runs on its GUI
// thread. Frames in the first `warmupSeconds` are left out, as on the engine's side.

struct QtFrameRun {
    let layerCount: Int
    let seconds: Double
    /// Tiles (`frame`), progress rings (`shapes`, QtQmlRing) or counter labels (`text`, QtQmlText).
    var content: SceneContent = .tiles
    var warmupSeconds = 0.5

    func run() throws(BenchmarkError) -> BenchmarkReport {
        var parameters = SceneParameters(fittingLayers: layerCount)
        parameters.content = content
        let schedule = [RampStep(complexity: layerCount, seconds: warmupSeconds + seconds)]
        let output = try QtPeerRunner.run(.elements(parameters), schedule: schedule)
        let log = QtFrameLog(output: output)
        let firstSwap = log.swaps.first?.ms ?? 0
        let warmEnd = firstSwap + warmupSeconds * 1000
        var frames = FrameStatistics()
        for render in log.renders where render.afterMs >= warmEnd { frames.add(render.ms) }
        guard frames.count > 0, let pacing = SwapLog(swaps: log.swaps).after(warmEnd).pacingFigures() else {
            throw .noSamples("Qt drew no frames after its warm-up; run for longer (--seconds).")
        }
        var environment = BenchEnvironment.describe(glRenderer: log.glRenderer, videoDriver: "Xvfb (xcb), GLX")
        environment.merge(parameters.description) { $1 }
        environment["engine"] = "Qt Quick 6 (qml tool), \(log.renderLoop) render loop"
        environment["frame_time"] = "QSG_RENDER_TIMING render-thread frame time (sync+render+swap), whole ms"
        return BenchmarkReport(
            scenario: content == .tiles ? "frame" : content.rawValue, layers: layerCount,
            figures: [("p50_ms", frames.percentile(50)), ("p95_ms", frames.percentile(95)),
                      ("p99_ms", frames.percentile(99)), ("max_ms", frames.maximum)] + pacing,
            environment: environment,
            plot: .frameTimes(log.renders.filter { $0.afterMs >= warmEnd }.map(\.ms)))
    }
}
