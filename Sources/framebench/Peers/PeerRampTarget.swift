// A peer as a ramp target: each schedule is one run of the peer's scene; each frame's sample is the interval from one
// presented frame to the next (SwapLog.rampSamples); the last run's log says what drew the frames, for the report.

final class PeerRampTarget<Peer: PeerEngine>: RampTarget {
    let peer: Peer
    let scene: Peer.Scene
    private(set) var lastLog: Peer.Log?

    init(peer: Peer, scene: Peer.Scene) {
        self.peer = peer
        self.scene = scene
    }

    func measure(_ schedule: [RampStep]) throws(BenchmarkError) -> [RampSample] {
        let log = try peer.run(scene, schedule: schedule)
        lastLog = log
        return SwapLog(swaps: log.swaps).rampSamples()
    }

    var glRenderer: String? { lastLog?.glRenderer }
    var engineDescription: String { lastLog?.engineDescription ?? peer.displayName }
}
