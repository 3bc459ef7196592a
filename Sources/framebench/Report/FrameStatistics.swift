// Percentiles of measured frame times through HdrHistogram (the issue: "percentiles through a real histogram
// library"): frame times are recorded in microseconds with three significant digits, so a reported percentile is
// within 0.1 % of the exact sample. The maximum and mean are kept exactly beside it.
import Histogram

struct FrameStatistics {
    /// Up to 60 s per frame, in microseconds; longer frames are recorded as 60 s.
    static let highestTrackableMicroseconds: UInt64 = 60_000_000

    private var histogram = Histogram<UInt64>(highestTrackableValue: FrameStatistics.highestTrackableMicroseconds,
                                              numberOfSignificantValueDigits: .three)
    private(set) var count = 0
    private(set) var maximum = 0.0
    private var sum = 0.0

    init(capacity: Int = 0) {}

    mutating func add(_ ms: Double) {
        guard ms.isFinite, ms >= 0 else { return }
        let micros = UInt64((ms * 1000).rounded())
        _ = histogram.record(Swift.min(micros, FrameStatistics.highestTrackableMicroseconds))
        count += 1
        sum += ms
        maximum = Swift.max(maximum, ms)
    }

    /// The smallest recorded value with at least p % of the samples at or below it, in ms (0 when empty).
    func percentile(_ p: Double) -> Double {
        guard count > 0 else { return 0 }
        let clamped = Swift.min(Swift.max(p, 0), 100)
        if clamped >= 100 { return maximum }
        return Swift.min(Double(histogram.valueAtPercentile(clamped)) / 1000, maximum)
    }

    var mean: Double { count == 0 ? 0 : sum / Double(count) }
}
