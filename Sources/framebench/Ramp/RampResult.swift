// The outcome of a ramp: the score (layers held at the target frame rate), its 80% bootstrap interval, the fit and
// the path the controller took.

struct RampResult {
    var score: Double
    var interval: BootstrapInterval?
    var fit: PiecewiseLinearFit
    var sampleCount: Int { samples.count }
    /// Every ramp frame the fit was made from (for --plot).
    var samples: [RampSample]
    /// (layers, mean frame ms) of each tier the controller tried.
    var tiers: [(complexity: Int, meanMs: Double)]
    /// (high, low) layer counts of each ramp.
    var ramps: [(high: Int, low: Int)]
}
