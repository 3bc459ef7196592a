// A peer engine `framebench peer` compares against: how to check it is installed, run the `frame` scene and build
// a ramp target, and which `frame` figure the comparison's headline uses (the engine's figure of the same name).

protocol PeerEngine {
    /// The JSON key and command-line name ("qt", "chromium").
    var name: String { get }
    /// The name in tables ("Qt", "Chromium").
    var displayName: String { get }
    /// What the peer's `frame` chart shows, for the --plot legend.
    var framePlotLabel: String { get }
    /// The `frame` figure compared, and whether lower is better.
    var frameHeadline: (key: String, lowerIsBetter: Bool) { get }

    func checkInstalled() throws(BenchmarkError)
    /// The `frame` scene (tiles) or the `shapes` scene (progress rings) with `layerCount` elements.
    func frame(layerCount: Int, seconds: Double, content: SceneContent) throws(BenchmarkError) -> BenchmarkReport
    /// The ramp's scene: the tiles (`ramp`), or for Qt the particles (`emitter`).
    func rampTarget(for scenario: BenchmarkScenario) -> any PeerRampTarget
}

/// Qt Quick 6: its render thread's frame time is known, so `frame` compares p50 frame time.
struct QtPeer: PeerEngine {
    let name = "qt", displayName = "Qt"
    let framePlotLabel = "Qt (render-thread frame time)"
    let frameHeadline = (key: "p50_ms", lowerIsBetter: true)
    func checkInstalled() throws(BenchmarkError) { _ = try QtPeerRunner.tools() }
    func frame(layerCount: Int, seconds: Double, content: SceneContent) throws(BenchmarkError) -> BenchmarkReport {
        try QtFrameRun(layerCount: layerCount, seconds: seconds, content: content).run()
    }
    func rampTarget(for scenario: BenchmarkScenario) -> any PeerRampTarget {
        QtRampTarget(scene: scenario == .emitter ? QtQmlEmitter.scene(width: EmitterScenario.width,
                                                                      height: EmitterScenario.height)
                                                 : .elements(RampScenario.parameters))
    }
}

/// Chromium: a page sees only when frames arrive, so `frame` compares frames per second.
struct ChromiumPeer: PeerEngine {
    let name = "chromium", displayName = "Chromium"
    let framePlotLabel = "Chromium (interval between frames)"
    let frameHeadline = (key: "fps", lowerIsBetter: false)
    func checkInstalled() throws(BenchmarkError) { _ = try ChromiumPeerRunner.tools() }
    /// Tiles only (`framebench peer chromium shapes` is refused by PeerCommand).
    func frame(layerCount: Int, seconds: Double, content: SceneContent) throws(BenchmarkError) -> BenchmarkReport {
        try ChromiumFrameRun(layerCount: layerCount, seconds: seconds).run()
    }
    /// Tiles only (`framebench peer chromium emitter` is refused by PeerCommand).
    func rampTarget(for scenario: BenchmarkScenario) -> any PeerRampTarget {
        ChromiumRampTarget(parameters: RampScenario.parameters)
    }
}
