// CADisplayLink frame-rate settings (spec §9): preferredFramesPerSecond sets the range to min = max = preferred,
// `.default` is (0, 0, 0), invalid ranges are rejected keeping the old one, rates snap to native/n.
@testable import QuartzCore
import Testing

@Suite("CADisplayLink frame rate")
struct DisplayLinkFrameRateTests {
    @Test("defaults: preferredFramesPerSecond 0, range .default = (0, 0, 0), not paused")
    func defaults() {
        let link = CADisplayLink { _ in }
        #expect(link.preferredFramesPerSecond == 0)
        #expect(link.preferredFrameRateRange == .default)
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        #expect(!link.isPaused)
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
    }

    @Test("setting preferredFramesPerSecond 30 sets the range to minimum = maximum = preferred = 30")
    func preferredSetsRange() {
        let link = CADisplayLink { _ in }
        link.preferredFramesPerSecond = 30
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30))
        #expect(link.preferredFramesPerSecond == 30)
        link.preferredFramesPerSecond = 0
        #expect(link.preferredFrameRateRange == .default)
    }

    @Test("invalid ranges (min > max, preferred outside, negative, NaN) are reported and the old range is kept")
    func invalidRangesRejected() {
        let link = CADisplayLink { _ in }
        let good = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        link.preferredFrameRateRange = good
        let bad = [
            CAFrameRateRange(minimum: 60, maximum: 30, preferred: nil),
            CAFrameRateRange(minimum: 30, maximum: 60, preferred: 90),
            CAFrameRateRange(minimum: -1, maximum: 60, preferred: 60),
            CAFrameRateRange(minimum: .nan, maximum: 60, preferred: 60),
        ]
        for range in bad {
            link.preferredFrameRateRange = range
            #expect(link.preferredFrameRateRange == good)
        }
        #expect(EngineDiagnostics.hasReported(containing: "minimum is greater than maximum"))
        #expect(EngineDiagnostics.hasReported(containing: "preferred is outside"))
        #expect(EngineDiagnostics.hasReported(containing: "a value is negative"))
        #expect(EngineDiagnostics.hasReported(containing: "a value is NaN"))
        link.preferredFramesPerSecond = -5
        #expect(link.preferredFrameRateRange == good)
    }

    @Test("rates snap to native/n: 30 → every 2nd, 20 → every 3rd, 45 in 30...60 → native, max 40 → every 2nd")
    func frameStepSelection() {
        #expect(CADisplayLink.frameStep(for: .default, nativeRate: 60) == 1)
        #expect(CADisplayLink.frameStep(for: CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30), nativeRate: 60) == 2)
        #expect(CADisplayLink.frameStep(for: CAFrameRateRange(minimum: 20, maximum: 20, preferred: 20), nativeRate: 60) == 3)
        #expect(CADisplayLink.frameStep(for: CAFrameRateRange(minimum: 30, maximum: 60, preferred: 45), nativeRate: 60) == 1)
        #expect(CADisplayLink.frameStep(for: CAFrameRateRange(minimum: 20, maximum: 40), nativeRate: 60) == 2)
        #expect(CADisplayLink.frameStep(for: CAFrameRateRange(minimum: 60, maximum: 60, preferred: 60), nativeRate: 120) == 2)
        #expect(CADisplayLink.frameStep(for: CAFrameRateRange(minimum: 120, maximum: 120, preferred: 120), nativeRate: 60) == 1)
    }

    @Test("an unusable native rate is reported and the rate stays 60 Hz")
    func nativeRateValidated() {
        CADisplayLink.nativeFramesPerSecond = .nan
        CADisplayLink.nativeFramesPerSecond = 0
        #expect(CADisplayLink.nativeFramesPerSecond == 60)
        #expect(EngineDiagnostics.hasReported(containing: "nativeFramesPerSecond = nan"))
    }
}
