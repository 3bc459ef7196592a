// What makes a CAFrameRateRange acceptable to a display link (spec §9: an invalid range — min > max, preferred
// outside the range — raises "invalid range" on Apple; here it is reported once and the old range is kept).

extension CAFrameRateRange {
    /// Why this range cannot be used, or nil when it is valid. Valid means: every value finite and ≥ 0,
    /// minimum ≤ maximum, and a non-zero preferred rate inside [minimum, maximum].
    var invalidityReason: String? {
        let values = [minimum, maximum, preferred ?? 0]
        if values.contains(where: { $0.isNaN }) { return "a value is NaN" }
        if values.contains(where: { $0.isInfinite }) { return "a value is infinite" }
        if values.contains(where: { $0 < 0 }) { return "a value is negative" }
        if minimum > maximum { return "minimum is greater than maximum" }
        if let preferred, preferred != 0, preferred < minimum || preferred > maximum {
            return "preferred is outside minimum...maximum"
        }
        return nil
    }

    /// The form the diagnostics print: "(minimum 60, maximum 30, preferred 45)".
    var diagnosticDescription: String {
        "(minimum \(minimum), maximum \(maximum), preferred \(preferred.map { "\($0)" } ?? "nil"))"
    }
}
