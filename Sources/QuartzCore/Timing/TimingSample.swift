// The result of mapping a parent time through an animation's timing (spec §3.4 steps 3–6).

/// Where an animation is at one parent time: its basic local time, progress before easing and iteration.
package struct TimingSample: Sendable, Equatable {
    /// Basic local time `u` in [0, duration] (after the autoreverse fold).
    package var localTime: Double
    /// `u / duration` in [0, 1], before the timing function.
    package var progress: Double
    /// The repeat cycle index (feeds isCumulative, spec §5.3).
    package var iteration: Int

    package init(localTime: Double, progress: Double, iteration: Int) {
        self.localTime = localTime
        self.progress = progress
        self.iteration = iteration
    }
}
