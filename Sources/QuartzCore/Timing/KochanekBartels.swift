// Kochanek–Bartels (cubic) keyframe interpolation (spec §6.4) expressed as four weights over the keyframes
// i−1, i, i+1, i+2, so that any value type with a linear combination can use it without allocating.
// Missing end neighbours are reflected (p₋₁ = 2p₀ − p₁); uneven key times scale the tangents by the
// segment-duration ratio.

/// Weights of the cubic Hermite segment i → i+1.
package struct KochanekBartels: Sendable, Equatable {
    /// Index of the first weighted keyframe (i − 1, possibly −1 before folding; always ≥ 0 after `folded`).
    package var indices: (Int, Int, Int, Int)
    package var weights: (Double, Double, Double, Double)

    package static func == (lhs: KochanekBartels, rhs: KochanekBartels) -> Bool {
        lhs.indices == rhs.indices && lhs.weights == rhs.weights
    }

    /// The weights for segment `i` of `count` keyframes at local fraction `f`.
    /// `keyTimes` has `count` entries; tension/continuity/bias default to 0 where absent.
    package static func weights(segment i: Int, fraction f: Double, count: Int, keyTimes: [Double],
                               tension: [Double]?, continuity: [Double]?, bias: [Double]?) -> KochanekBartels {
        let f2 = f * f
        let f3 = f2 * f
        let h00 = 2 * f3 - 3 * f2 + 1
        let h10 = f3 - 2 * f2 + f
        let h01 = -2 * f3 + 3 * f2
        let h11 = f3 - f2

        func param(_ array: [Double]?, _ k: Int) -> Double {
            guard let array, k >= 0, k < array.count, array[k].isFinite else { return 0 }
            return array[k]
        }
        func span(_ k: Int) -> Double {
            // Duration of segment k → k+1, with the ends extrapolated (2·t_i − t_{i±1}).
            let clamped = min(max(k, 0), count - 2)
            guard clamped >= 0, clamped + 1 < keyTimes.count else { return 1 }
            return keyTimes[clamped + 1] - keyTimes[clamped]
        }
        let tI = param(tension, i), cI = param(continuity, i), bI = param(bias, i)
        let tJ = param(tension, i + 1), cJ = param(continuity, i + 1), bJ = param(bias, i + 1)
        // Outgoing tangent at i: a·(p_i − p_{i−1}) + b·(p_{i+1} − p_i).
        let a = (1 - tI) * (1 + bI) * (1 + cI) / 2
        let b = (1 - tI) * (1 - bI) * (1 - cI) / 2
        // Incoming tangent at i+1: a2·(p_{i+1} − p_i) + b2·(p_{i+2} − p_{i+1}).
        let a2 = (1 - tJ) * (1 + bJ) * (1 - cJ) / 2
        let b2 = (1 - tJ) * (1 - bJ) * (1 + cJ) / 2
        let here = span(i)
        let before = span(i - 1)
        let after = span(i + 1)
        let outScale = before + here > 0 ? 2 * here / (before + here) : 1
        let inScale = here + after > 0 ? 2 * here / (here + after) : 1

        var w0 = -h10 * a * outScale
        var w1 = h00 + h10 * (a - b) * outScale - h11 * a2 * inScale
        var w2 = h01 + h10 * b * outScale + h11 * (a2 - b2) * inScale
        var w3 = h11 * b2 * inScale
        if i - 1 < 0 {  // p₋₁ = 2p₀ − p₁
            w1 += 2 * w0
            w2 -= w0
            w0 = 0
        }
        if i + 2 > count - 1 {  // p_n = 2p_{n−1} − p_{n−2}
            w2 += 2 * w3
            w1 -= w3
            w3 = 0
        }
        return KochanekBartels(indices: (max(i - 1, 0), i, i + 1, min(i + 2, count - 1)), weights: (w0, w1, w2, w3))
    }
}
