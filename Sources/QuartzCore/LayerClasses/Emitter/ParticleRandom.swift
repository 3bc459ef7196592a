// The particles' random numbers: SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators", OOPSLA 2014; the finaliser Java's SplittableRandom uses). Each particle's stream is seeded from the
// layer's seed, its cell, its birth slot and its place in the slot, so any particle can be recomputed on its own at
// any frame and the same seed always gives the same particles, whatever frames were drawn before.

/// A SplitMix64 stream.
struct ParticleRandom {
    private var state: UInt64

    /// The stream of the item `(a, b, c, d)`: the four words mixed one after another.
    init(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) {
        state = ParticleRandom.mix(a ^ ParticleRandom.mix(b ^ ParticleRandom.mix(c ^ ParticleRandom.mix(d))))
    }

    init(key: UInt64) { state = key }

    /// The SplitMix64 finaliser: a bijection of 64-bit words that spreads every input bit over the output.
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    @inline(__always)
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Moves the stream past `count` numbers without drawing them (the state advances by one constant per number).
    @inline(__always)
    mutating func skip(_ count: Int) {
        state &+= UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Uniform in [0, 1), from the top 53 bits.
    @inline(__always)
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in [-1, 1): what a property's "range" is scaled by.
    @inline(__always)
    mutating func signed() -> Double { unit() * 2 - 1 }
}
