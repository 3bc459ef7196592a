// A bootstrap confidence interval for the ramp score (MotionMark reports an 80% interval the same way): resample the
// frame samples with replacement, refit, and take the 10th and 90th percentiles of the refitted breakpoints.

struct BootstrapInterval: Equatable {
    var low: Double
    var high: Double

    /// The central `confidence` interval of `statistic` over `resamples` resamplings (nil when no resample yields
    /// a value, e.g. too few samples).
    static func of(_ samples: [RampSample], confidence: Double = 0.8, resamples: Int = 200, seed: UInt64 = 8,
                   statistic: ([RampSample]) -> Double?) -> BootstrapInterval? {
        guard !samples.isEmpty, resamples > 0 else { return nil }
        var generator = SeededGenerator(seed: seed)
        var values: [Double] = []
        values.reserveCapacity(resamples)
        var resample = samples
        for _ in 0..<resamples {
            for index in resample.indices {
                resample[index] = samples[Int.random(in: 0..<samples.count, using: &generator)]
            }
            if let value = statistic(resample) { values.append(value) }
        }
        guard !values.isEmpty else { return nil }
        values.sort()
        let tail = (1 - min(max(confidence, 0), 1)) / 2
        return BootstrapInterval(low: quantile(values, tail), high: quantile(values, 1 - tail))
    }

    /// Linear interpolation between order statistics of sorted `values`.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        guard values.count > 1 else { return values.first ?? 0 }
        let position = q * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, values.count - 1)
        let fraction = position - Double(lower)
        return values[lower] + (values[upper] - values[lower]) * fraction
    }
}
