// Where a CAEmitterCell's CAMediaTiming puts its emission in its emitter's time (CAEmitterCell.h: the cell adopts
// CAMediaTiming; spec §3.1, §3.4): the cell emits while in effect, its clock runs at |speed| from timeOffset, and
// particles once born live out their life. DECISIONS 16 is the decision in full.

/// A committed cell's emission window and clock rate, in its emitter's time.
package struct EmitterCellClock: Sendable, Equatable {
    /// Cell seconds per emitter second (|speed|).
    package let rate: Double
    /// The emitter-time interval [start, end) in which the cell is in effect (±∞ where it fills).
    package let start: Double
    package let end: Double
    /// The first emitter time a birth may have: `start` moved back by a positive timeOffset (pre-warm) or on by
    /// a negative one; births before `start` show only from `start` on.
    package let firstBirth: Double

    init(_ p: EmitterCellParameters, fillMode: CAMediaTimingFillMode) {
        let timing = AnimationTiming(beginTime: p.beginTime, duration: p.duration > 0 ? p.duration : .infinity,
                                     speed: p.speed, timeOffset: p.timeOffset, repeatCount: p.repeatCount,
                                     repeatDuration: p.repeatDuration, autoreverses: p.autoreverses,
                                     fillMode: fillMode)
        let window = timing.effectInterval
        rate = abs(p.speed)
        start = window.start
        end = window.end
        firstBirth = rate > 0 && start.isFinite ? start - p.timeOffset / rate : start
    }

    /// Whether the cell can emit at all.
    package var emits: Bool { rate > 0 && firstBirth < end }
}
