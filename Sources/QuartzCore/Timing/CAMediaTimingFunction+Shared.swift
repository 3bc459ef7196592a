// One shared `.default` timing function (spec §4.1) for the built-in implicit actions: instances are immutable,
// so every implicit animation can hold the same one instead of allocating and looking up its own per change.

extension CAMediaTimingFunction {
    /// The `.default` curve (0.25, 0.1, 0.25, 1.0).
    static let sharedDefault = CAMediaTimingFunction(name: .default)
}
