// How a display link turns its preferred rate into "every n-th vsync" (spec §9 `preferredFramesPerSecond`,
// `preferredFrameRateRange`). Like Apple's, a link can only run at native/n: 30 fps on a 60 Hz display fires
// every other vsync. Computed when the rate settings change, never per frame.

extension CADisplayLink {
    /// The whole number of native frames between callbacks for `range` on a `nativeRate` Hz display.
    /// The rate aimed for is `preferred` (when non-zero), else `maximum` (when non-zero), else native; among
    /// native/n rates inside [minimum, maximum] (0 = unbounded) the closest to it wins, ties to the faster one.
    static func frameStep(for range: CAFrameRateRange, nativeRate: Double) -> Int {
        let preferred = Double(range.preferred ?? 0)
        let maximum = Double(range.maximum), minimum = Double(range.minimum)
        let target = preferred > 0 ? preferred : (maximum > 0 ? maximum : nativeRate)
        if target >= nativeRate { return 1 }
        let slack = 1e-6
        let largestStep = max(1, Int(nativeRate.rounded(.down)))
        var best = 1, bestDistance = Double.infinity
        var bestInRange = 0, bestInRangeDistance = Double.infinity
        for step in 1...largestStep {
            let rate = nativeRate / Double(step)
            let distance = abs(rate - target)
            if distance < bestDistance {
                best = step
                bestDistance = distance
            }
            let aboveMinimum = minimum == 0 || rate >= minimum - slack
            let belowMaximum = maximum == 0 || rate <= maximum + slack
            if aboveMinimum && belowMaximum && distance < bestInRangeDistance {
                bestInRange = step
                bestInRangeDistance = distance
            }
        }
        return bestInRange > 0 ? bestInRange : best
    }
}
