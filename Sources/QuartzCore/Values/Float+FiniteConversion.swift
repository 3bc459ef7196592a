// Double → Float for the Float-typed properties (opacity, shadowOpacity, speed, repeatCount; spec §1.5): a finite
// Double beyond Float's range (1e300 is a valid Double) would become infinity, so it is clamped to the largest
// finite Float instead (DECISIONS 12: values stay finite). NaN stays NaN, for the callers' own checks.
extension Float {
    @inlinable init(clampingFinite value: Double) {
        let limit = Double(Float.greatestFiniteMagnitude)
        self.init(value > limit ? limit : (value < -limit ? -limit : value))
    }
}
