// Nearest-rank percentiles of FrameStatistics (the figures every frame report's p50/p95/p99 come from).
import Testing
@testable import framebench

@Test("nearest-rank percentiles of 1…100 ms are the p-th sample")
func nearestRankPercentiles() {
    var stats = FrameStatistics()
    for ms in (1...100).reversed() { stats.add(Double(ms)) }
    #expect(stats.percentile(50) == 50)
    #expect(stats.percentile(95) == 95)
    #expect(stats.percentile(99) == 99)
    #expect(stats.percentile(100) == 100)
    #expect(stats.maximum == 100)
    #expect(stats.count == 100)
}

@Test("percentiles of few samples round the rank up, and an empty set reports 0")
func fewSamples() {
    var stats = FrameStatistics()
    #expect(stats.percentile(50) == 0)
    stats.add(3); stats.add(1); stats.add(2)
    #expect(stats.percentile(50) == 2)
    #expect(stats.percentile(99) == 3)
    #expect(stats.percentile(0) == 1)
}

@Test("non-finite and negative frame times are not recorded")
func rejectsBadSamples() {
    var stats = FrameStatistics()
    stats.add(.nan); stats.add(-1); stats.add(.infinity); stats.add(4)
    #expect(stats.count == 1)
    #expect(stats.percentile(50) == 4)
}
