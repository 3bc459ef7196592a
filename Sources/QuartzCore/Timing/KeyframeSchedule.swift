// Keyframe timing of CAKeyframeAnimation (spec §6.2–6.3): key times per calculation mode and the lookup of the
// segment and local fraction for an eased progress. Pure functions on plain arrays; the values are combined
// elsewhere (the interpolation of AnimatableValue).

/// Key-time rules shared by the keyframe evaluator and its tests.
package enum KeyframeSchedule {
    /// n evenly spaced key times `i/(n−1)` (linear and cubic modes without keyTimes).
    package static func evenKeyTimes(count: Int) -> [Double] {
        guard count > 1 else { return count == 1 ? [0] : [] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Paced key times: cumulative distance to keyframe i over the total (spec §6.2); even when nothing moves.
    /// `distances[i]` is the distance from keyframe i to i+1.
    package static func pacedKeyTimes(distances: [Double]) -> [Double] {
        let total = distances.reduce(0) { $0 + ($1.isFinite ? max($1, 0) : 0) }
        guard total > 0 else { return evenKeyTimes(count: distances.count + 1) }
        var times = [0.0]
        times.reserveCapacity(distances.count + 1)
        var run = 0.0
        for d in distances {
            run += d.isFinite ? max(d, 0) : 0
            times.append(run / total)
        }
        times[times.count - 1] = 1
        return times
    }

    /// Segment `i` (the last index with kt[i] ≤ p, clamped to [0, n−2]) and the fraction within it, clamped
    /// to [0, 1]; a zero-length segment gives 0 (spec §6.3 step 2). Requires at least two key times.
    @inline(__always)
    package static func segment(at progress: Double, keyTimes: [Double]) -> (index: Int, fraction: Double) {
        let count = keyTimes.count
        guard count >= 2 else { return (0, 0) }
        var index = 0
        // Binary search for the last key time ≤ progress.
        var low = 0
        var high = count - 1
        while low <= high {
            let mid = (low + high) >> 1
            if keyTimes[mid] <= progress { index = mid; low = mid + 1 } else { high = mid - 1 }
        }
        index = min(max(index, 0), count - 2)
        let start = keyTimes[index]
        let span = keyTimes[index + 1] - start
        guard span > 0 else { return (index, 0) }
        return (index, min(max((progress - start) / span, 0), 1))
    }

    /// The value index a discrete animation shows at `progress` (spec §6.2, discrete).
    /// With keyTimes (n+1 times for n values, or a common n for n), value i holds on [kt[i], kt[i+1]);
    /// without, n equal intervals; progress 1 gives the last value.
    package static func discreteIndex(at progress: Double, valueCount: Int, keyTimes: [Double]?) -> Int {
        guard valueCount > 0 else { return 0 }
        if progress >= 1 { return valueCount - 1 }
        guard let keyTimes, !keyTimes.isEmpty else {
            return min(max(Int((progress * Double(valueCount)).rounded(.down)), 0), valueCount - 1)
        }
        var index = 0
        for (i, time) in keyTimes.enumerated() where time <= progress { index = i }
        return min(index, valueCount - 1)
    }
}
