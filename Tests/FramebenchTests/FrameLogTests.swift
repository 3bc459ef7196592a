// FrameLog: `--frame-log`'s CSV of every recorded frame (header, one row per frame, the time since the latest event)
// and FrameSummary measuring only some of the frames a scenario draws (the transition scenario's pushes).
import Testing
@testable import framebench

private let period = 1.0 / 60

private func sample(_ k: Int, took seconds: Double) -> FrameSample {
    let start = Double(k) * period
    return FrameSample(start: start, cpuEnd: start + seconds / 2, gpuEnd: start + seconds, end: start + seconds,
                       deadline: Double(k + 1) * period, skippedBefore: 0, layerCount: 12, evaluate: 0.001,
                       build: 0.002, encode: 0.003)
}

@Test("the frame log has the header and one row per frame: phases in ms, how late, the time since the latest event")
func frameLogRows() {
    let samples = [sample(10, took: 0.010), sample(11, took: 0.020), sample(12, took: 0.005)]
    let log = FrameLog(samples: samples, events: [11 * period - 0.005])
    let lines = log.csv().split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0] == FrameLog.header)
    #expect(lines[1] == "0.0000,10.000,5.000,1.000,2.000,3.000,5.000,0.000,0,12,")
    // Frame 11 ends 20 ms after its start, 3.333 ms after its deadline (one period after its start).
    #expect(lines[2] == "0.0167,20.000,10.000,1.000,2.000,3.000,10.000,3.333,0,12,0.0050")
    #expect(lines[3].hasSuffix(",0.0217"))
}

@Test("an empty run's frame log is the header alone")
func emptyFrameLog() {
    #expect(FrameLog(samples: []).csv() == FrameLog.header + "\n")
}

@Test("a summary measuring some frames counts only those, and the pause before a measured frame is no hitch")
func summaryMeasuresSomeFrames() {
    // Frames 0–9 measured, 10–29 drawn but not measured (a pause between pushes), 30–39 measured; frame 30 is
    // 5 ms late (shown one vsync late): one dropped frame, whatever the pause before it.
    var samples: [FrameSample] = []
    for k in 0..<40 { samples.append(sample(k, took: k == 30 ? period + 0.005 : 0.008)) }
    let measured: (FrameSample) -> Bool = { $0.start < 10 * period || $0.start >= 30 * period }
    let summary = FrameSummary(samples: samples, period: period, span: 20 * period, measured: measured)
    #expect(summary.frames.count == 20)
    #expect(summary.hitches.droppedFrames == 1)
    // Its twin, the way the transition scenario summed up before: the unmeasured frames left out, so the pause
    // reads as 20 more dropped frames.
    let filtered = FrameSummary(samples: samples.filter(measured), period: period, span: 20 * period)
    #expect(filtered.hitches.droppedFrames == 21)
}
