// The stored state CAPropertyAnimation adds (spec §5.2–5.4, §7.1), copied as one value (see CAAnimationState).

struct PropertyAnimationState {
    /// The animated key path; nil is replaced by the key at add time (spec §7.6 step 7).
    var keyPath: String?
    var isAdditive = false
    var isCumulative = false
    var valueFunction: CAValueFunction?
}
