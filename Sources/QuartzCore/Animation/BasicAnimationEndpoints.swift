// CABasicAnimation's fromValue, toValue and byValue as set through its public API (spec §5.1), in one immutable
// box that BasicAnimationState holds (nil while all three are nil, as on every built-in implicit animation, whose
// fromValue is typed): copying or freeing an animation then moves one reference instead of running three `Any?`
// value witnesses, which cost about 70 instructions each on the property-set path. A change replaces the box.

final class BasicAnimationEndpoints {
    let from: Any?
    let to: Any?
    let by: Any?

    init(from: Any?, to: Any?, by: Any?) {
        self.from = from
        self.to = to
        self.by = by
    }

    /// A box holding the three values, or nil when all are nil.
    static func make(from: Any?, to: Any?, by: Any?) -> BasicAnimationEndpoints? {
        from == nil && to == nil && by == nil ? nil : BasicAnimationEndpoints(from: from, to: to, by: by)
    }
}
