// Chromium as a ramp target: each schedule is one run of the page; each frame's sample is the interval from one
// animation frame to the next (SwapLog.rampSamples), as for Qt.

final class ChromiumRampTarget: RampTarget {
    let parameters: SceneParameters
    private(set) var lastLog: ChromiumFrameLog?

    init(parameters: SceneParameters) { self.parameters = parameters }

    func measure(_ schedule: [RampStep]) throws(BenchmarkError) -> [RampSample] {
        let seconds = schedule.reduce(0) { $0 + $1.seconds }
        let output = try ChromiumPeerRunner.run(html: ChromiumPage.html(parameters: parameters, schedule: schedule),
                                                expectedSeconds: seconds, width: parameters.width,
                                                height: parameters.height)
        let log = ChromiumFrameLog(output: output)
        lastLog = log
        return SwapLog(swaps: log.swaps).rampSamples()
    }
}

extension ChromiumRampTarget: PeerRampTarget {
    var glRenderer: String? { lastLog?.glRenderer }
    var engineDescription: String { "Chromium (Web Animations on the compositor thread, CSS transitions for moves)" }
    var videoDriver: String { "Xvfb (xcb)" }
}
