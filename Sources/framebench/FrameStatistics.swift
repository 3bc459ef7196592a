// Percentiles of measured frame times (nearest-rank on the sorted samples).

struct FrameStatistics {
    private(set) var samplesMs: [Double] = []

    mutating func add(_ ms: Double) { samplesMs.append(ms) }

    func percentile(_ p: Double) -> Double {
        guard !samplesMs.isEmpty else { return 0 }
        let sorted = samplesMs.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
    }

    var maximum: Double { samplesMs.max() ?? 0 }
    var count: Int { samplesMs.count }
}
