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
