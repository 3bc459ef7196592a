// Qt Quick as a ramp target: each schedule is one run of the QML scene; each frame's sample is the interval from
// its frameSwapped to the next, floored at the 60 Hz period (Qt under Xvfb has no vsync to hold it there, and the
// engine's capped pacing never runs faster than 60 Hz either), skipping the first frame after each change of count.

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
        return Self.samples(from: log.swaps, periodMs: 1000.0 / 60)
    }

    static func samples(from swaps: [(ms: Double, count: Int)], periodMs: Double) -> [RampSample] {
        guard swaps.count >= 3 else { return [] }
        var result: [RampSample] = []
        for index in 1..<(swaps.count - 1) where swaps[index].count == swaps[index - 1].count {
            result.append(RampSample(complexity: Double(swaps[index].count),
                                     frameMs: max(swaps[index + 1].ms - swaps[index].ms, periodMs)))
        }
        return result
    }
}
