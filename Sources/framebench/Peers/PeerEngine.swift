// A peer engine `framebench peer` compares against (QtPeer, ChromiumPeer): how to check it is installed, the scene
// it draws for a scenario, how to run a scene through a schedule of element counts and read what it printed, and
// which frame-time figures it can report; PeerFrameRun and PeerRampTarget do the rest the same way for every peer.
// The comparison's headline (PeerComparison) is the `frame` figure named here and the engine's of the same name.

protocol PeerEngine {
    /// What the peer runs: a QML scene (QtScene) or the tile scene's parameters (written as a page).
    associatedtype Scene
    associatedtype Log: PeerFrameLog

    /// The JSON key and command-line name ("qt", "chromium").
    var name: String { get }
    /// The name in tables ("Qt", "Chromium").
    var displayName: String { get }
    /// What the peer's `frame` chart shows, for the --plot legend.
    var framePlotLabel: String { get }
    /// The `frame` figure compared, and whether lower is better.
    var frameHeadline: (key: String, lowerIsBetter: Bool) { get }
    /// Where the peer draws, for the report.
    var videoDriver: String { get }
    /// What the frame-time figures measure, for the report.
    var frameTime: String { get }

    func checkInstalled() throws(BenchmarkError)
    /// The scene of the elements `parameters` describes (tiles; for Qt also rings or labels).
    func scene(_ parameters: SceneParameters) -> Scene
    /// The ramp's scene for `scenario`: the tiles (`ramp`), or for Qt the particles (`emitter`).
    func rampScene(for scenario: BenchmarkScenario) -> Scene
    /// Runs `scene` through `schedule` and reads what the peer printed.
    func run(_ scene: Scene, schedule: [RampStep]) throws(BenchmarkError) -> Log
    /// The frame-time figures of the frames from `ms` on (the warm-up left out) and the chart's samples; nil when
    /// there are none.
    func frameFigures(_ log: Log, from ms: Double) -> (figures: [(key: String, value: Double)], plot: [Double])?
}
