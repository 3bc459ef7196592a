// Tests of the keyframe timing math (spec §6.2–6.4): key times per mode, segment lookup, Kochanek–Bartels weights.
import Testing
@testable import QuartzCore

@Suite("Keyframe math (spec 6.2-6.4)")
struct KeyframeMathTests {
    @Test("without keyTimes n keyframes are evenly spaced i/(n−1)")
    func evenTimes() {
        #expect(KeyframeSchedule.evenKeyTimes(count: 5) == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test("paced key times follow cumulative distance; all-zero distances fall back to even")
    func pacedTimes() {
        #expect(KeyframeSchedule.pacedKeyTimes(distances: [1, 3]) == [0, 0.25, 1])
        #expect(KeyframeSchedule.pacedKeyTimes(distances: [0, 0]) == [0, 0.5, 1])
    }

    @Test("segment = last key time ≤ p, fraction clamped; a zero-length segment gives 0")
    func segments() {
        let times = [0, 0.35, 1.0]
        let a = KeyframeSchedule.segment(at: 0.175, keyTimes: times)
        #expect(a.index == 0 && abs(a.fraction - 0.5) < 1e-12)
        let b = KeyframeSchedule.segment(at: 1, keyTimes: times)
        #expect(b.index == 1 && b.fraction == 1)
        let c = KeyframeSchedule.segment(at: -0.5, keyTimes: times)
        #expect(c.index == 0 && c.fraction == 0)
        let d = KeyframeSchedule.segment(at: 0.5, keyTimes: [0, 0.5, 0.5, 1])
        #expect(d.index == 2 && d.fraction == 0)
    }

    @Test("discrete: value i holds on [i/n, (i+1)/n) without keyTimes, on [kt[i], kt[i+1]) with; p = 1 → last")
    func discrete() {
        #expect(KeyframeSchedule.discreteIndex(at: 0.2, valueCount: 3, keyTimes: nil) == 0)
        #expect(KeyframeSchedule.discreteIndex(at: 0.34, valueCount: 3, keyTimes: nil) == 1)
        #expect(KeyframeSchedule.discreteIndex(at: 0.7, valueCount: 3, keyTimes: nil) == 2)
        #expect(KeyframeSchedule.discreteIndex(at: 1, valueCount: 3, keyTimes: nil) == 2)
        #expect(KeyframeSchedule.discreteIndex(at: 0.5, valueCount: 3, keyTimes: [0, 0.1, 0.6, 1]) == 1)
        #expect(KeyframeSchedule.discreteIndex(at: 0.65, valueCount: 3, keyTimes: [0, 0.1, 0.6, 1]) == 2)
    }

    @Test("Catmull-Rom (T = C = B = 0) mid-segment weights are −1/16, 9/16, 9/16, −1/16")
    func catmullRom() {
        let kb = KochanekBartels.weights(segment: 1, fraction: 0.5, count: 4,
                                         keyTimes: KeyframeSchedule.evenKeyTimes(count: 4),
                                         tension: nil, continuity: nil, bias: nil)
        #expect(abs(kb.weights.0 + 1.0 / 16) < 1e-12)
        #expect(abs(kb.weights.1 - 9.0 / 16) < 1e-12)
        #expect(abs(kb.weights.2 - 9.0 / 16) < 1e-12)
        #expect(abs(kb.weights.3 + 1.0 / 16) < 1e-12)
    }

    @Test("reflected end neighbours keep collinear evenly spaced keyframes on the straight line")
    func endReflection() {
        let values = [0.0, 1, 2, 3]
        let times = KeyframeSchedule.evenKeyTimes(count: 4)
        for segment in [0, 2] {
            for f in [0.25, 0.5, 0.75] {
                let kb = KochanekBartels.weights(segment: segment, fraction: f, count: 4, keyTimes: times,
                                                 tension: nil, continuity: nil, bias: nil)
                let v = kb.weights.0 * values[kb.indices.0] + kb.weights.1 * values[kb.indices.1]
                    + kb.weights.2 * values[kb.indices.2] + kb.weights.3 * values[kb.indices.3]
                #expect(abs(v - (Double(segment) + f)) < 1e-12)
            }
        }
    }

    @Test("tension 1 makes both tangents zero: the segment eases between its end values")
    func fullTension() {
        let kb = KochanekBartels.weights(segment: 1, fraction: 0.5, count: 4,
                                         keyTimes: KeyframeSchedule.evenKeyTimes(count: 4),
                                         tension: [1, 1, 1, 1], continuity: nil, bias: nil)
        #expect(kb.weights.0 == 0 && kb.weights.3 == 0)
        #expect(abs(kb.weights.1 - 0.5) < 1e-12 && abs(kb.weights.2 - 0.5) < 1e-12)
    }
}
