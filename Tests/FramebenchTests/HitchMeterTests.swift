// HitchMeter: Apple's hitch time ratio on a 60 Hz vsync grid.
import Testing
@testable import framebench

private let period = 1.0 / 60

@Test("frames that all meet their deadlines give no hitch")
func onTimeFramesNoHitch() {
    var meter = HitchMeter(period: period)
    for k in 0..<60 { meter.record(end: Double(k) * period + 0.010, deadline: Double(k + 1) * period) }
    #expect(meter.droppedFrames == 0)
    #expect(meter.hitchMillisecondsPerSecond(over: 1) == 0)
}

@Test("one frame 5 ms late is one dropped frame and 16.7 ms of hitch; the frames after it do not add more")
func oneLateFrame() {
    var meter = HitchMeter(period: period)
    // Frames due at vsyncs 1…10; frame 5 ends 5 ms after its vsync, the next frame is due at vsync 7.
    for k in 1...10 where k != 6 {
        let late = k == 5 ? 0.005 : -0.004
        meter.record(end: Double(k) * period + late, deadline: Double(k) * period)
    }
    #expect(meter.droppedFrames == 1)
    #expect(abs(meter.hitchMillisecondsPerSecond(over: 1) - 1000.0 / 60) < 1e-6)
}

@Test("a frame 40 ms late hitches by three periods (shown at the third vsync after its deadline)")
func longStall() {
    var meter = HitchMeter(period: period)
    meter.record(end: period - 0.001, deadline: period)
    meter.record(end: 2 * period + 0.040, deadline: 2 * period)
    #expect(meter.droppedFrames == 3)
    #expect(abs(meter.hitchSeconds - 3 * period) < 1e-9)
    #expect(abs(meter.hitchMillisecondsPerSecond(over: 2) - 25) < 1e-6)
}

@Test("frames outside the measured span add no hitch, however long the pause between spans")
func unmeasuredPauseIsNoHitch() {
    var meter = HitchMeter(period: period)
    // A measured span of 10 frames, 6 unmeasured frames drawn 0.1 s later, then a second measured span on time.
    for k in 1...10 { meter.record(end: Double(k) * period - 0.004, deadline: Double(k) * period) }
    for k in 17...22 { meter.record(end: Double(k) * period - 0.004, deadline: Double(k) * period, counts: false) }
    for k in 23...30 { meter.record(end: Double(k) * period - 0.004, deadline: Double(k) * period) }
    #expect(meter.droppedFrames == 0)
    #expect(meter.hitchSeconds == 0)
}

@Test("a measured span's first frame is judged against the unmeasured frame before it: 5 ms late is one dropped frame")
func firstMeasuredFrameAfterUnmeasuredOnesCounts() {
    var meter = HitchMeter(period: period)
    for k in 1...5 { meter.record(end: Double(k) * period - 0.004, deadline: Double(k) * period, counts: false) }
    meter.record(end: 6 * period + 0.005, deadline: 6 * period)
    #expect(meter.droppedFrames == 1)
    #expect(abs(meter.hitchSeconds - period) < 1e-9)
}
