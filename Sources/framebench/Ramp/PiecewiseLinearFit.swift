// MotionMark's ramp regression, re-derived (the method, not its code): frame length against complexity is flat at
// the refresh period while the frame fits, then rises linearly. Fit y = level + slope * max(0, x - breakpoint)
// (continuous, slope >= 0) by least squares, trying each distinct complexity as the breakpoint; the breakpoint of
// the best fit is the complexity the engine holds at the target frame rate (the ramp's score).

struct PiecewiseLinearFit: Equatable {
    var breakpoint: Double
    var level: Double
    var slope: Double
    var squaredError: Double
    /// False when the samples never rose (the ramp did not saturate): the breakpoint is then a lower bound.
    var saturated: Bool

    /// The best fit, or nil with fewer than 3 samples or one distinct complexity.
    static func fit(_ samples: [RampSample]) -> PiecewiseLinearFit? {
        guard samples.count >= 3 else { return nil }
        var candidates = samples.map(\.complexity)
        candidates.sort()
        var distinct: [Double] = []
        distinct.reserveCapacity(candidates.count)
        for value in candidates where distinct.last != value { distinct.append(value) }
        guard distinct.count >= 2 else { return nil }
        var best: PiecewiseLinearFit?
        for breakpoint in distinct.dropLast() {
            let candidate = fit(samples, breakpoint: breakpoint)
            if best.map({ candidate.squaredError < $0.squaredError }) ?? true { best = candidate }
        }
        guard var result = best else { return nil }
        // A rise of less than a tenth of a millisecond over the whole range is noise, not saturation.
        let rise = result.slope * ((distinct.last ?? 0) - result.breakpoint)
        if rise < 0.1 {
            result.saturated = false
            result.breakpoint = distinct.last ?? result.breakpoint
        }
        return result
    }

    /// Least squares for a fixed breakpoint over the basis (1, max(0, x - b)).
    static func fit(_ samples: [RampSample], breakpoint: Double) -> PiecewiseLinearFit {
        let n = Double(samples.count)
        var sumH = 0.0, sumHH = 0.0, sumY = 0.0, sumHY = 0.0
        for sample in samples {
            let h = max(0, sample.complexity - breakpoint)
            sumH += h; sumHH += h * h; sumY += sample.frameMs; sumHY += h * sample.frameMs
        }
        let determinant = n * sumHH - sumH * sumH
        var level = sumY / n, slope = 0.0
        if determinant > 1e-12 {
            let s = (n * sumHY - sumH * sumY) / determinant
            if s > 0 {
                slope = s
                level = (sumY - s * sumH) / n
            }
        }
        var error = 0.0
        for sample in samples {
            let residual = sample.frameMs - (level + slope * max(0, sample.complexity - breakpoint))
            error += residual * residual
        }
        return PiecewiseLinearFit(breakpoint: breakpoint, level: level, slope: slope, squaredError: error,
                                  saturated: slope > 0)
    }
}
