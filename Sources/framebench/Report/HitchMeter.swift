// Hitch accounting for a display-link-paced frame loop (Apple's "hitch time ratio": milliseconds of hitch per second
// of animation). Each frame is shown at the first vsync at or after it ends (vsyncs lie on the deadline grid); a
// frame is expected one period after the previous frame was shown, and the time it appears later than that is
// hitch time. Each whole period of hitch is one vsync that repeated the old frame: a dropped frame. A late frame
// followed by frames that keep up is one hitch, not a hitch on every later frame.

struct HitchMeter {
    let period: Double
    private(set) var hitchSeconds = 0.0
    private(set) var droppedFrames = 0
    private var lastShown: Double?

    init(period: Double) { self.period = period }

    /// Records a frame that was due at the vsync `deadline` and presented at `end` (seconds on one clock).
    /// `counts` false: the frame is outside the measured span (a scenario measuring only some of the frames it draws)
    /// and adds no hitch, but the next frame is still judged against it, so a frame that hitches as a measured span
    /// begins counts and the time between two spans does not.
    mutating func record(end: Double, deadline: Double, counts: Bool = true) {
        guard period > 0 else { return }
        var shown = deadline
        if end > deadline { shown += ((end - deadline) / period - 1e-9).rounded(.up) * period }
        defer { lastShown = max(lastShown ?? shown, shown) }
        guard counts, let previous = lastShown else { return }
        let late = shown - (previous + period)
        guard late > period * 1e-3 else { return }
        let periods = Int((late / period).rounded())
        droppedFrames += periods
        hitchSeconds += late
    }

    /// Hitch milliseconds per second of the measured span (0 for an empty span).
    func hitchMillisecondsPerSecond(over seconds: Double) -> Double {
        seconds > 0 ? hitchSeconds * 1000 / seconds : 0
    }
}
