// Qt Quick as a ramp target: each schedule is one run of the QML scene; each frame's sample is the interval from
// its frameSwapped to the next (SwapLog.rampSamples).

final class QtRampTarget: RampTarget {
    let parameters: SceneParameters
    private(set) var lastLog: QtFrameLog?

    init(parameters: SceneParameters) { self.parameters = parameters }

    func measure(_ schedule: [RampStep]) throws(BenchmarkError) -> [RampSample] {
        let seconds = schedule.reduce(0) { $0 + $1.seconds }
        let output = try QtPeerRunner.run(qml: QtQmlScene.qml(parameters: parameters, schedule: schedule),
                                          expectedSeconds: seconds, width: parameters.width,
                                          height: parameters.height)
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
