// Percentiles of FrameStatistics through HdrHistogram (the figures every frame report's p50/p95/p99 come from):
// within 0.1 % of the nearest-rank sample, exact maximum.
import Testing
@testable import framebench

@Test("nearest-rank percentiles of 1…100 ms are the p-th sample")
func nearestRankPercentiles() {
    var stats = FrameStatistics()
    for ms in (1...100).reversed() { stats.add(Double(ms)) }
    #expect(abs(stats.percentile(50) - 50) <= 0.05)
    #expect(abs(stats.percentile(95) - 95) <= 0.095)
    #expect(abs(stats.percentile(99) - 99) <= 0.099)
    #expect(stats.percentile(100) == 100)
    #expect(stats.maximum == 100)
    #expect(stats.count == 100)
}

@Test("percentiles of few samples round the rank up, and an empty set reports 0")
func fewSamples() {
    var stats = FrameStatistics()
    #expect(stats.percentile(50) == 0)
    stats.add(3); stats.add(1); stats.add(2)
    #expect(abs(stats.percentile(50) - 2) <= 0.002)
    #expect(abs(stats.percentile(99) - 3) <= 0.003)
    #expect(abs(stats.percentile(0) - 1) <= 0.001)
}

@Test("non-finite and negative frame times are not recorded")
func rejectsBadSamples() {
    var stats = FrameStatistics()
    stats.add(.nan); stats.add(-1); stats.add(.infinity); stats.add(4)
    #expect(stats.count == 1)
    #expect(abs(stats.percentile(50) - 4) <= 0.004)
}
