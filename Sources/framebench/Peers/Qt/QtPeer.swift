// Qt Quick 6 as a peer (QtPeerRunner runs its QML under Xvfb): its render thread's frame time is known
// (QSG_RENDER_TIMING: sync + render + swap, whole ms), so `frame` compares p50 frame time. Like the engine's it
// includes rasterisation (llvmpipe rasterises at swap) but, unlike it, not the animation tick, which Qt runs on its
// GUI thread.

struct QtPeer: PeerEngine {
    let name = "qt", displayName = "Qt"
    let framePlotLabel = "Qt (render-thread frame time)"
    let frameHeadline = (key: "p50_ms", lowerIsBetter: true)
    let videoDriver = "Xvfb (xcb), GLX"
    let frameTime = "QSG_RENDER_TIMING render-thread frame time (sync+render+swap), whole ms"

    func checkInstalled() throws(BenchmarkError) { _ = try QtPeerRunner.tools() }

    /// Tiles, progress rings (`shapes`, QtQmlRing) or counter labels (`text`, QtQmlText).
    func scene(_ parameters: SceneParameters) -> QtScene { .elements(parameters) }

    func rampScene(for scenario: BenchmarkScenario) -> QtScene {
        scenario == .emitter ? QtQmlEmitter.scene(width: EmitterScenario.width, height: EmitterScenario.height)
                             : .elements(RampScenario.parameters)
    }

    func run(_ scene: QtScene, schedule: [RampStep]) throws(BenchmarkError) -> QtFrameLog {
        QtFrameLog(output: try QtPeerRunner.run(scene, schedule: schedule))
    }

    func frameFigures(_ log: QtFrameLog, from ms: Double) -> (figures: [(key: String, value: Double)], plot: [Double])? {
        let renders = log.renders.filter { $0.afterMs >= ms }.map(\.ms)
        var frames = FrameStatistics()
        for render in renders { frames.add(render) }
        guard frames.count > 0 else { return nil }
        return ([("p50_ms", frames.percentile(50)), ("p95_ms", frames.percentile(95)),
                 ("p99_ms", frames.percentile(99)), ("max_ms", frames.maximum)], renders)
    }
}
