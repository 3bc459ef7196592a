// The ramp's piecewise-linear fit, its bootstrap interval, and the ramp controller on a synthetic engine.
import Testing
@testable import framebench

private func hockeyStick(breakpoint: Double, slope: Double, noise: Double = 0, seed: UInt64 = 1) -> [RampSample] {
    var generator = SeededGenerator(seed: seed)
    return stride(from: 100.0, through: 8000, by: 100).flatMap { n in
        (0..<5).map { _ in
            let jitter = noise == 0 ? 0 : Double.random(in: -noise...noise, using: &generator)
            return RampSample(complexity: n, frameMs: 1000.0 / 60 + slope * max(0, n - breakpoint) + jitter)
        }
    }
}

@Test("the fit finds the breakpoint, level and slope of an exact hockey stick")
func exactFit() throws {
    let fit = try #require(PiecewiseLinearFit.fit(hockeyStick(breakpoint: 3500, slope: 0.004)))
    #expect(fit.breakpoint == 3500)
    #expect(abs(fit.level - 1000.0 / 60) < 1e-9)
    #expect(abs(fit.slope - 0.004) < 1e-12)
    #expect(fit.saturated)
}

@Test("with ±1 ms noise the breakpoint lands within 300 layers of the truth")
func noisyFit() throws {
    let fit = try #require(PiecewiseLinearFit.fit(hockeyStick(breakpoint: 5000, slope: 0.01, noise: 1)))
    #expect(abs(fit.breakpoint - 5000) <= 300)
}

@Test("flat samples are not saturated: the score is the highest complexity tried, a lower bound")
func flatIsLowerBound() throws {
    let fit = try #require(PiecewiseLinearFit.fit(hockeyStick(breakpoint: 1e9, slope: 0.01)))
    #expect(!fit.saturated)
    #expect(fit.breakpoint == 8000)
}

@Test("too few samples or one complexity give no fit")
func degenerate() {
    #expect(PiecewiseLinearFit.fit([RampSample(complexity: 1, frameMs: 16)]) == nil)
    #expect(PiecewiseLinearFit.fit(Array(repeating: RampSample(complexity: 5, frameMs: 16), count: 10)) == nil)
}

@Test("the 80% bootstrap interval contains the true breakpoint, is ordered, and repeats with the seed")
func bootstrap() throws {
    let samples = hockeyStick(breakpoint: 4000, slope: 0.005, noise: 2, seed: 3)
    let statistic: ([RampSample]) -> Double? = { PiecewiseLinearFit.fit($0)?.breakpoint }
    let a = try #require(BootstrapInterval.of(samples, resamples: 60, statistic: statistic))
    let b = try #require(BootstrapInterval.of(samples, resamples: 60, statistic: statistic))
    #expect(a == b)
    #expect(a.low <= a.high)
    #expect(a.low <= 4000 + 200 && a.high >= 4000 - 200)
    #expect(a.high - a.low < 1500)
}

@Test("quantile interpolates between order statistics")
func quantile() {
    #expect(BootstrapInterval.quantile([0, 10, 20, 30, 40], 0.1) == 4)
    #expect(BootstrapInterval.quantile([0, 10, 20, 30, 40], 0.9) == 36)
    #expect(BootstrapInterval.quantile([7], 0.5) == 7)
}

/// An engine whose frame length is max(60 Hz period, 4 µs per layer): it holds 60 fps up to 4167 layers.
private final class SyntheticEngine: RampTarget {
    var schedules: [[RampStep]] = []
    func measure(_ schedule: [RampStep]) throws(BenchmarkError) -> [RampSample] {
        schedules.append(schedule)
        return schedule.flatMap { step in
            (0..<Int(step.seconds * 60)).map { _ in
                RampSample(complexity: Double(step.complexity), frameMs: max(1000.0 / 60, 0.004 * Double(step.complexity)))
            }
        }
    }
}

@Test("the ramp controller brackets with tiers of ×10, ramps down, and scores a synthetic engine within 2%")
func controllerScoresSyntheticEngine() throws {
    let engine = SyntheticEngine()
    var controller = RampController()
    controller.bootstrapResamples = 20
    let result = try controller.run(on: engine)
    #expect(result.tiers.map(\.complexity) == [1, 10, 100, 1000, 10000])
    #expect(result.ramps.first?.high == 10000)
    #expect(result.ramps.count == 3)
    #expect(abs(result.score - 1000.0 / 60 / 0.004) / (1000.0 / 60 / 0.004) < 0.02)
    let interval = try #require(result.interval)
    #expect(interval.low <= result.score && result.score <= interval.high)
}

@Test("a ramp schedule goes from high to low in equal steps that add up to the ramp's length")
func schedule() {
    var controller = RampController()
    controller.rampSteps = 5
    controller.rampSeconds = 2
    let steps = controller.schedule(from: 1000, to: 200)
    #expect(steps.map(\.complexity) == [1000, 800, 600, 400, 200])
    #expect(abs(steps.reduce(0) { $0 + $1.seconds } - 2) < 1e-12)
}
