// Where a CAEmitterCell's CAMediaTiming puts its emission in its emitter's time (CAEmitterCell.h: the cell adopts
// CAMediaTiming; spec §3.1, §3.4). A cell is a timed object whose parent time is its emitter's time: the layer's
// local time for a top-level cell, the age of the particle it rides on for a sub-cell. Apple documents no more than
// that, so what each property does to a particle stream is decided here, from the engine's timing model
// (AnimationTiming, the same maths animations use), and said once:
// - In effect = emitting. The cell emits while AnimationTiming.sample(atParentTime:) would give a sample: from
//   beginTime for activeDuration / |speed| (duration 0 is an infinite basic duration, as for layers; repeatCount,
//   repeatDuration and autoreverses lengthen the active interval exactly as they do an animation's: repeatCount 2 of
//   duration 0.5 emits for 1 s, autoreverses doubles each repeat), and also before it with a backwards fill and
//   after it with a forwards fill (a filled object stays in effect; for an emitter being in effect is emitting).
// - speed is the rate of the cell's clock: births are per cell second and the cell's particles age in cell seconds
//   (lifetime, motion, spin, scale and colour speeds), so speed 2 is the same stream played twice as fast — as a
//   layer's speed does to a whole emitter layer. A stream cannot run backwards: a negative speed only moves the
//   active interval as §3.4 says (before beginTime), its clock runs at |speed|. Speed 0 stops the clock: no births.
// - timeOffset is the cell's local time when it starts (t = (tp − begin)·speed + offset): a cell starting
//   timeOffset seconds into its emission shows the particles of those seconds already in flight (a pre-warmed
//   stream, as layer.timeOffset pre-warms a whole emitter), a negative one starts emitting that much later. The
//   clock runs on across repeats instead of wrapping (a wrapped stream would have to take back particles already
//   flying, which no repeat of an emitter does); pre-warmed births never reach before the emitter's time 0, the
//   configuration's start or the birth of the particle a sub-cell rides on.
// Particles once born live out their life whatever the cell's timing does next (as when birthRate drops to 0).

/// A committed cell's emission window and clock rate, in its emitter's time.
public struct EmitterCellClock: Sendable, Equatable {
    /// Cell seconds per emitter second (|speed|).
    public let rate: Double
    /// The emitter-time interval [start, end) in which the cell is in effect (±∞ where it fills).
    public let start: Double
    public let end: Double
    /// The first emitter time a birth may have: `start` moved back by a positive timeOffset (pre-warm) or on by
    /// a negative one; births before `start` show only from `start` on.
    public let firstBirth: Double

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
    public var emits: Bool { rate > 0 && firstBirth < end }
}
