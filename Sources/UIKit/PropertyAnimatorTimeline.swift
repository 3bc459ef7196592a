// Where a UIViewPropertyAnimator is in its own time at a media time: a position (seconds, 0…duration) anchored at
// a media time, moving forwards or backwards at a rate (1 / durationFactor of continueAnimation) once its start
// time (after any delay) has come, or standing still while paused. fractionComplete = position / duration.
import Foundation

struct PropertyAnimatorTimeline {
    /// The position at `anchor` (or for good, while paused).
    var position = 0.0
    var anchor = 0.0
    /// The media time motion starts (anchor + delay when started with one).
    var motionStart = 0.0
    var isRunning = false
    var isReversed = false
    var rate = 1.0
    var length = 0.0

    /// The position at media time `now`, clamped to 0…length.
    func position(at now: Double) -> Double {
        guard isRunning else { return position }
        let moved = rate * max(0, now - motionStart)
        return min(max(position + (isReversed ? -moved : moved), 0), length)
    }

    func fraction(at now: Double) -> Double {
        length > 0 ? position(at: now) / length : 0
    }

    /// Freezes the current position at `now` as the new anchor (motion still pending stays pending).
    mutating func reanchor(at now: Double) {
        position = position(at: now)
        anchor = now
        motionStart = max(motionStart, now)
    }

    /// Whether the position has reached the end it is moving towards.
    func isAtEnd(at now: Double) -> Bool {
        let p = position(at: now)
        return isReversed ? p <= 0 : p >= length
    }
}
