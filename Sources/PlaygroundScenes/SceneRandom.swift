// A seeded random generator (SplitMix64) so scenes that pick "random" colours, as the seeds' arc4random
// examples do, give the same frames on every run (deterministic screenshots and tests).
import QuartzCore
import Foundation

package struct SceneRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random opaque colour, like the seeds' `arc4random() / INT_MAX` components.
    package mutating func color() -> CGColor {
        CGColor(red: CGFloat.random(in: 0...1, using: &self), green: CGFloat.random(in: 0...1, using: &self),
                blue: CGFloat.random(in: 0...1, using: &self), alpha: 1)
    }
}
