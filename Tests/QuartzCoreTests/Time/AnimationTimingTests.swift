// Tests of the animation time model (spec §3.4): fill modes, timeOffset wrap, repeats, autoreverse, speed.
import Testing
@testable import QuartzCore

@Suite("Animation time model (spec 3.4)")
struct AnimationTimingTests {
    let tolerance = 1e-12

    @Test("fill modes: before and after the active interval only backwards/forwards/both contribute")
    func fillModes() {
        func progress(_ mode: CAMediaTimingFillMode, at t: Double) -> Double? {
            AnimationTiming(beginTime: 1, duration: 1, fillMode: mode).sample(atParentTime: t)?.progress
        }
        // Before (t = 0.5).
        #expect(progress(.removed, at: 0.5) == nil)
        #expect(progress(.forwards, at: 0.5) == nil)
        #expect(progress(.backwards, at: 0.5) == 0)
        #expect(progress(.both, at: 0.5) == 0)
        // Active (t = 1.25).
        for mode in [CAMediaTimingFillMode.removed, .forwards, .backwards, .both] {
            #expect(abs((progress(mode, at: 1.25) ?? -1) - 0.25) < tolerance)
        }
        // After (t = 2.5).
        #expect(progress(.removed, at: 2.5) == nil)
        #expect(progress(.backwards, at: 2.5) == nil)
        #expect(progress(.forwards, at: 2.5) == 1)
        #expect(progress(.both, at: 2.5) == 1)
    }

    @Test("timeOffset 2 with duration 5 shows local times 2→5, wraps to 0→2, and ends filled on 2")
    func timeOffsetWrap() {
        let timing = AnimationTiming(duration: 5, timeOffset: 2, fillMode: .forwards)
        let expected: [(Double, Double)] = [(0, 2), (1, 3), (2.9, 4.9), (3, 0), (4.5, 1.5), (5, 2), (7, 2)]
        for (t, u) in expected {
            let sample = timing.sample(atParentTime: t)
            #expect(abs((sample?.localTime ?? -1) - u) < 1e-9, "t = \(t)")
        }
        #expect(timing.activeEndTime == 5)
    }

    @Test("fractional repeatCount 2.5: active duration 2.5 cycles, ends half-way through the third")
    func fractionalRepeat() {
        let timing = AnimationTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(timing.activeDuration == 2.5)
        let mid = timing.sample(atParentTime: 2.25)
        #expect(mid?.iteration == 2)
        #expect(abs((mid?.progress ?? -1) - 0.25) < tolerance)
        let end = timing.sample(atParentTime: 9)
        #expect(end?.iteration == 2)
        #expect(abs((end?.progress ?? -1) - 0.5) < tolerance)
    }

    @Test("infinite repeatCount never ends; repeatDuration overrides cycles")
    func infiniteAndRepeatDuration() {
        let endless = AnimationTiming(duration: 1, repeatCount: .infinity)
        #expect(endless.activeDuration == .infinity)
        #expect(endless.activeEndTime == .infinity)
        #expect(abs((endless.sample(atParentTime: 1000.25)?.progress ?? -1) - 0.25) < 1e-9)
        let limited = AnimationTiming(duration: 1, repeatDuration: 2.5)
        #expect(limited.activeDuration == 2.5)
        #expect(limited.sample(atParentTime: 2.6) == nil)
    }

    @Test("autoreverses: one repeat is forward and back (2·d), the end filled shows progress 0")
    func autoreverse() {
        let timing = AnimationTiming(duration: 1, autoreverses: true, fillMode: .forwards)
        #expect(timing.activeDuration == 2)
        #expect(abs((timing.sample(atParentTime: 0.5)?.progress ?? -1) - 0.5) < tolerance)
        #expect(abs((timing.sample(atParentTime: 1.25)?.progress ?? -1) - 0.75) < tolerance)
        #expect(timing.sample(atParentTime: 2)?.progress == 0)
        let twice = AnimationTiming(duration: 1, repeatCount: 2, autoreverses: true)
        #expect(twice.activeDuration == 4)
    }

    @Test("forward-only end of whole cycles shows progress 1 of the last cycle")
    func exactEnd() {
        let timing = AnimationTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
        let end = timing.sample(atParentTime: 3)
        #expect(end?.progress == 1)
        #expect(end?.iteration == 2)
    }

    @Test("speed 2 halves the active duration in parent time; beginTime delays the start")
    func speedAndBegin() {
        let timing = AnimationTiming(beginTime: 10, duration: 1, speed: 2)
        #expect(abs((timing.sample(atParentTime: 10.25)?.progress ?? -1) - 0.5) < tolerance)
        #expect(timing.activeEndTime == 10.5)
        #expect(timing.sample(atParentTime: 9.9) == nil)
    }

    @Test("layer time maps compose: (tp − b)·s + o at each level, and invert except at speed 0")
    func layerTimeMaps() {
        let parent = MediaTimeMap(beginTime: 5, speed: 2, timeOffset: 1)
        let child = MediaTimeMap(beginTime: 1, speed: 0.5, timeOffset: 3)
        let chain = parent.followed(by: child)
        let t = 20.0
        let expected = ((t - 5) * 2 + 1 - 1) * 0.5 + 3
        #expect(abs(chain.localTime(t) - expected) < tolerance)
        #expect(abs((chain.parentTime(expected) ?? -1) - t) < 1e-9)
        #expect(MediaTimeMap(beginTime: 0, speed: 0, timeOffset: 4).parentTime(4) == nil)
    }

    @Test("effectInterval is exactly where sample(atParentTime:) gives a sample, for every fill mode and speed sign")
    func effectIntervalMatchesSample() {
        let modes: [CAMediaTimingFillMode] = [.removed, .backwards, .forwards, .both]
        let times = stride(from: -4.0, through: 6.0, by: 0.125).map { $0 }
        for mode in modes {
            for speed in [2.0, 1, 0.5, -1, -2] {
                for (repeats, reverses) in [(0.0, false), (2, false), (1.5, true)] {
                    let timing = AnimationTiming(beginTime: 1, duration: 0.75, speed: speed, timeOffset: 0.25,
                                                 repeatCount: repeats, autoreverses: reverses, fillMode: mode)
                    let (start, end) = timing.effectInterval
                    for t in times where t != start && t != end {
                        let inside = t > start && t < end
                        #expect((timing.sample(atParentTime: t) != nil) == inside,
                                "\(mode) speed \(speed) repeat \(repeats) reverse \(reverses) t = \(t)")
                    }
                }
            }
        }
        // The documented values: beginTime 1, duration 0.5, repeatCount 2 at speed 2 is in effect over [1, 1.5).
        let window = AnimationTiming(beginTime: 1, duration: 0.5, speed: 2, repeatCount: 2).effectInterval
        #expect(window.start == 1 && window.end == 1.5)
        let frozen = AnimationTiming(beginTime: 1, duration: 0.5, speed: 0).effectInterval
        #expect(frozen.start == -.infinity && frozen.end == .infinity)
    }
}
