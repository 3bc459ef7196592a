// The timing of an enclosing CAAnimationGroup, copied into each child's track (spec §7.2): the child's parent
// time is the group's local time, so children are clipped to the group's active duration.

/// An enclosing group's timing and timing function.
package struct GroupTiming: Sendable {
    package var timing: AnimationTiming
    package var curve: CAMediaTimingFunctionCurve?

    package init(timing: AnimationTiming, curve: CAMediaTimingFunctionCurve?) {
        self.timing = timing
        self.curve = curve
    }

    /// The group's local time for the group's parent time, or nil when the group shows nothing then.
    @inline(__always)
    func childParentTime(_ parentTime: Double) -> Double? {
        guard let sample = timing.sample(atParentTime: parentTime) else { return nil }
        guard let curve else { return sample.localTime }
        return curve.solve(sample.progress, epsilon: 1e-5) * timing.duration
    }
}
