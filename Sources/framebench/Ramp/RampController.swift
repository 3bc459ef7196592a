// MotionMark's ramp controller, re-derived (the method, not its code). Tier phase: 1, 10, 100, … layers, each held
// briefly, until the mean frame length exceeds the target by 10 %; that brackets the score within a factor of 10.
// Ramp phase: sweep the layer count down from the high bound to the low bound in equal steps while sampling every
// frame, fit the piecewise-linear model (PiecewiseLinearFit), and narrow the next ramp around the estimate. The
// score is the breakpoint of the fit over all ramp samples; the 80 % interval comes from bootstrapping them.

struct RampController {
    var targetFrameMs = 1000.0 / 60
    var tierSeconds = 0.6
    var rampSeconds = 4.0
    var rampSteps = 20
    var rampCount = 3
    /// The most layers a ramp tries: the scenes' own limit (ScenarioOptions.layerRange), so a GPU that holds more
    /// than 60,000 tiles at 60 fps (the old cap) is measured, not capped.
    var maxComplexity = ScenarioOptions.layerRange.upperBound
    var bootstrapResamples = 200

    func run(on target: RampTarget) throws(BenchmarkError) -> RampResult {
        var tiers: [(complexity: Int, meanMs: Double)] = []
        var complexity = 1
        var lastGood = 1
        while true {
            let samples = try target.measure([RampStep(complexity: complexity, seconds: tierSeconds)])
            let mean = samples.isEmpty ? .infinity : samples.reduce(0) { $0 + $1.frameMs } / Double(samples.count)
            tiers.append((complexity, mean))
            if mean > targetFrameMs * 1.1 || complexity >= maxComplexity { break }
            lastGood = complexity
            complexity = min(complexity * 10, maxComplexity)
        }
        var high = complexity, low = max(lastGood / 2, 1)
        var all: [RampSample] = []
        var ramps: [(high: Int, low: Int)] = []
        for _ in 0..<rampCount {
            ramps.append((high, low))
            let samples = try target.measure(schedule(from: high, to: low))
            all.append(contentsOf: samples)
            guard let estimate = PiecewiseLinearFit.fit(samples) else { continue }
            if estimate.saturated {
                high = min(max(Int(estimate.breakpoint * 1.5), low + rampSteps), maxComplexity)
                low = max(Int(estimate.breakpoint * 0.5), 1)
            } else {
                // Never slowed down: the score lies above this ramp.
                low = high
                high = min(high * 2, maxComplexity)
            }
        }
        guard let fit = PiecewiseLinearFit.fit(all) else {
            throw .noSamples("The ramp produced too few frames to fit (\(all.count)); run it for longer.")
        }
        let interval = BootstrapInterval.of(all, resamples: bootstrapResamples) { PiecewiseLinearFit.fit($0)?.breakpoint }
        return RampResult(score: fit.breakpoint, interval: interval, fit: fit, samples: all, tiers: tiers,
                          ramps: ramps)
    }

    /// Equal steps from `high` down to `low` lasting `rampSeconds` in all.
    func schedule(from high: Int, to low: Int) -> [RampStep] {
        let steps = max(rampSteps, 2)
        return (0..<steps).map { index in
            let fraction = Double(index) / Double(steps - 1)
            let count = Double(high) + (Double(low) - Double(high)) * fraction
            return RampStep(complexity: max(Int(count.rounded()), 1), seconds: rampSeconds / Double(steps))
        }
    }
}
