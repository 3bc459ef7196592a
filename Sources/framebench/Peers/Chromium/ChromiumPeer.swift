// Chromium as a peer (ChromiumPeerRunner runs ChromiumPage under Xvfb): a page cannot see Chromium's
// compositor-thread frame time, only when frames reach it (requestAnimationFrame), so its frame figures are the
// intervals between frames and `frame` compares frames per second. It draws the tile scene only (PeerCommand refuses
// the others).

struct ChromiumPeer: PeerEngine {
    let name = "chromium", displayName = "Chromium"
    let framePlotLabel = "Chromium (interval between frames)"
    let frameHeadline = (key: "fps", lowerIsBetter: false)
    let videoDriver = "Xvfb (xcb)"
    let frameTime = "requestAnimationFrame interval (a page cannot see the compositor's frame time)"

    func checkInstalled() throws(BenchmarkError) { _ = try ChromiumPeerRunner.tools() }

    func scene(_ parameters: SceneParameters) -> SceneParameters { parameters }

    func rampScene(for scenario: BenchmarkScenario) -> SceneParameters { RampScenario.parameters }

    func run(_ scene: SceneParameters, schedule: [RampStep]) throws(BenchmarkError) -> ChromiumFrameLog {
        ChromiumFrameLog(output: try ChromiumPeerRunner.run(html: ChromiumPage.html(parameters: scene, schedule: schedule),
                                                            expectedSeconds: RampStep.seconds(schedule),
                                                            width: scene.width, height: scene.height))
    }

    func frameFigures(_ log: ChromiumFrameLog, from ms: Double)
        -> (figures: [(key: String, value: Double)], plot: [Double])? {
        let warm = SwapLog(swaps: log.swaps).after(ms)
        guard warm.swaps.count >= 2 else { return nil }
        let intervals = warm.intervalStatistics()
        return ([("interval_p50_ms", intervals.percentile(50)), ("interval_p99_ms", intervals.percentile(99)),
                 ("interval_max_ms", intervals.maximum)],
                warm.swaps.indices.dropFirst().map { warm.swaps[$0].ms - warm.swaps[$0 - 1].ms })
    }
}
