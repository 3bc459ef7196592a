// Percentiles of measured frame times. This is the one file to change when HdrHistogram
// (hdrhistogram-swift, `Histogram<UInt64>`) is declared in Package.swift: keep the API (add, percentile, maximum,
// count) and record microseconds into the histogram instead of the sample array. Until then: nearest-rank on the
// sorted samples, which is also what HdrHistogram's valueAtPercentile returns, up to its bucket precision.

struct FrameStatistics {
    private(set) var samplesMs: [Double] = []

    init(capacity: Int = 0) { samplesMs.reserveCapacity(capacity) }

    mutating func add(_ ms: Double) {
        guard ms.isFinite, ms >= 0 else { return }
        samplesMs.append(ms)
    }

    /// Nearest rank: the smallest sample with at least p % of the samples at or below it (0 when empty).
    func percentile(_ p: Double) -> Double {
        guard !samplesMs.isEmpty else { return 0 }
        let sorted = samplesMs.sorted()
        let rank = Int((min(max(p, 0), 100) / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
    }

    var maximum: Double { samplesMs.max() ?? 0 }
    var mean: Double { samplesMs.isEmpty ? 0 : samplesMs.reduce(0, +) / Double(samplesMs.count) }
    var count: Int { samplesMs.count }
}
