// A frame-time scenario (`frame`, `shapes`, `text`) run on a peer: the same elements, count and duration as the
// engine's run, one run of the peer's scene. Frames in the first `warmupSeconds` are left out, as on the engine's
// side; the peer gives its frame-time figures (PeerEngine.frameFigures), the pacing figures (hitches and drops
// against 60 Hz, fps) come from its presented frames (SwapLog).

struct PeerFrameRun<Peer: PeerEngine> {
    let peer: Peer
    let layerCount: Int
    let seconds: Double
    var content: SceneContent = .tiles
    var warmupSeconds = 0.5

    func run() throws(BenchmarkError) -> BenchmarkReport {
        var parameters = SceneParameters(fittingLayers: layerCount)
        parameters.content = content
        let schedule = [RampStep(complexity: layerCount, seconds: warmupSeconds + seconds)]
        let log = try peer.run(peer.scene(parameters), schedule: schedule)
        let warmEnd = (log.swaps.first?.ms ?? 0) + warmupSeconds * 1000
        guard let frames = peer.frameFigures(log, from: warmEnd),
              let pacing = SwapLog(swaps: log.swaps).after(warmEnd).pacingFigures() else {
            throw .noSamples("\(peer.displayName) showed no frames after its warm-up; run for longer (--seconds).")
        }
        var environment = BenchEnvironment.describe(glRenderer: log.glRenderer, videoDriver: peer.videoDriver)
        environment.merge(parameters.description) { $1 }
        environment["engine"] = log.engineDescription
        environment["frame_time"] = peer.frameTime
        return BenchmarkReport(scenario: content == .tiles ? "frame" : content.rawValue, layers: layerCount,
                               figures: frames.figures + pacing, environment: environment,
                               plot: .frameTimes(frames.plot))
    }
}
