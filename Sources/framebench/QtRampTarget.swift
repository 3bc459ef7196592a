// Qt Quick as a ramp target: each schedule is one run of a QML scene (QtScene: the tiles' or the emitter's); each
// frame's sample is the interval from its frameSwapped to the next (SwapLog.rampSamples).

final class QtRampTarget: RampTarget {
    let scene: QtScene
    private(set) var lastLog: QtFrameLog?

    init(scene: QtScene) { self.scene = scene }

    func measure(_ schedule: [RampStep]) throws(BenchmarkError) -> [RampSample] {
        let output = try QtPeerRunner.run(scene, schedule: schedule)
        let log = QtFrameLog(output: output)
        lastLog = log
        return SwapLog(swaps: log.swaps).rampSamples()
    }
}

extension QtRampTarget: PeerRampTarget {
    var glRenderer: String? { lastLog?.glRenderer }
    var engineDescription: String { "Qt Quick 6 (qml tool), \(lastLog?.renderLoop ?? "unknown") render loop" }
    var videoDriver: String { "Xvfb (xcb), GLX" }
}
