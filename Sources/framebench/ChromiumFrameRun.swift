// The `frame` scene run in Chromium (ChromiumPage): the same tiles, count and duration as the engine's run. A page
// cannot see Chromium's compositor-thread frame time, only when frames reach it (requestAnimationFrame), so the
// figures are frame intervals and pacing: fps, hitches and drops against 60 Hz, interval percentiles. The
// comparison's headline is frames per second. Frames in the first `warmupSeconds` are left out.

struct ChromiumFrameRun {
    let layerCount: Int
    let seconds: Double
    var warmupSeconds = 0.5

    func run() throws(BenchmarkError) -> BenchmarkReport {
        let parameters = SceneParameters(fittingLayers: layerCount)
        let schedule = [RampStep(complexity: layerCount, seconds: warmupSeconds + seconds)]
        let output = try ChromiumPeerRunner.run(html: ChromiumPage.html(parameters: parameters, schedule: schedule),
                                                expectedSeconds: warmupSeconds + seconds, width: parameters.width,
                                                height: parameters.height)
        let log = ChromiumFrameLog(output: output)
        let warm = SwapLog(swaps: log.swaps).after((log.swaps.first?.ms ?? 0) + warmupSeconds * 1000)
        guard let pacing = warm.pacingFigures() else {
            throw .noSamples("Chromium showed no frames after its warm-up; run for longer (--seconds).")
        }
        let intervals = warm.intervalStatistics()
        var environment = BenchEnvironment.describe(glRenderer: log.glRenderer, videoDriver: "Xvfb (xcb)")
        environment.merge(parameters.description) { $1 }
        environment["engine"] = "Chromium (Web Animations on the compositor thread, CSS transitions for moves)"
        environment["frame_time"] = "requestAnimationFrame interval (a page cannot see the compositor's frame time)"
        return BenchmarkReport(
            scenario: "frame", layers: layerCount,
            figures: [("interval_p50_ms", intervals.percentile(50)), ("interval_p99_ms", intervals.percentile(99)),
                      ("interval_max_ms", intervals.maximum)] + pacing,
            environment: environment,
            plot: .frameTimes(warm.swaps.indices.dropFirst().map { warm.swaps[$0].ms - warm.swaps[$0 - 1].ms }))
    }
}
