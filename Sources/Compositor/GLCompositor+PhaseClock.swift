// The clock of the compositor's per-phase split (build, encode: GLCompositor.lastBuildSeconds, lastEncodeSeconds), which
// the benchmarks report beside evaluation and the GPU wait (BENCHMARKS.md "Where a frame's CPU time goes").
import Foundation

extension GLCompositor {
    /// CLOCK_MONOTONIC in seconds (the base of CACurrentMediaTime and the frame loop's clock); a vDSO call, no
    /// allocation.
    @inline(__always)
    static func phaseClock() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}
