// What a run can plot with `--plot FILE.svg`: a ramp's samples with the fitted breakpoint, or a run's frame times
// as a histogram against the 16.7 ms line.

enum BenchmarkPlot {
    case ramp(RampResult)
    /// Frame times (or, for a peer that only reports presentation, frame intervals) in ms.
    case frameTimes([Double])
}
