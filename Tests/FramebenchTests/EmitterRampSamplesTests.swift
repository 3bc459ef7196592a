// The emitter ramp gives frames to steps by time (EmitterRampTarget): a frame belongs to the step during which it
// started, the first two frames of each step are left out, and each sample is the time to the next frame's start.
import Testing
@testable import framebench

@Suite("emitter ramp samples")
struct EmitterRampSamplesTests {
    static func frame(at start: Double) -> FrameSample {
        var sample = FrameSample.zero
        sample.start = start
        return sample
    }

    @Test("frames go to the step they started in, skipping each step's first two, measured start to start")
    func framesByStep() {
        // Frames every 10 ms from t = 0; steps of 1,000 particles at t = 0 and 2,000 at t = 0.055.
        let frames = (0..<12).map { Self.frame(at: Double($0) * 0.01) }
        let samples = EmitterRampTarget.samples(from: frames, steps: [(0, 1000), (0.055, 2000)], end: 0.2)
        #expect(samples.map(\.complexity) == [1000, 1000, 1000, 1000, 2000, 2000, 2000])
        #expect(samples.allSatisfy { abs($0.frameMs - 10) < 1e-9 })
    }
}
