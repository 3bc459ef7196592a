// Double.rounded(.down) without the libm call where the value is smaller than 2^52 in magnitude, for the timing
// sample every animation track takes per frame (AnimationTiming.localSample, docs/architecture.md "The flow of one
// change"). The generic x86-64 target has no SSE4.1 `roundsd`, so `rounded(.down)` is a call to `floor`, and the
// evaluation loops spilled and reloaded a step's fields around it. Below 2^52, adding and subtracting 2^52 rounds a
// magnitude to a whole number (exactly: the sum's unit is 1, in the default round-to-nearest mode Swift code runs
// in), and one comparison moves it down (or, for a negative value, its magnitude up); the result is floor's to the
// bit, the sign of a zero included (DoubleFloorTests).
extension Double {
    /// `rounded(.down)`, bit for bit.
    @inline(__always)
    var roundedDown: Double {
        let magnitude = abs(self)
        // NaN and the magnitudes from 2^52 up (whole numbers or infinite) take the library's path.
        guard magnitude < 4_503_599_627_370_496 else { return rounded(.down) }
        var whole = (magnitude + 4_503_599_627_370_496) - 4_503_599_627_370_496
        if sign == .minus {
            // floor(−m) = −ceil(m); −0 stays −0.
            if whole < magnitude { whole += 1 }
            return -whole
        }
        // +0 and a fraction of (0, 1) become +0.
        if whole > magnitude { whole -= 1 }
        return whole
    }
}
