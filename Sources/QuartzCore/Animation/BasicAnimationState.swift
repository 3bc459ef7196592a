// The stored state CABasicAnimation adds (spec §5.1), copied as one value (see CAAnimationState). The built-in
// implicit action's fromValue is kept typed (`typedFrom`, TypedAnimationValue: lanes, with the property whose
// Swift type `fromValue` reports) so the property-set path boxes nothing into `Any` and the commit converts nothing
// back; the `Any` endpoints
// live in one shared box (BasicAnimationEndpoints), absent on the built-in animations.

struct BasicAnimationState {
    private var endpoints: BasicAnimationEndpoints?
    /// The fromValue as set by the engine (the built-in action); `fromValue` reads as nil storage then.
    var typedFrom: TypedAnimationValue?

    /// Whether no `Any` endpoint was ever set (the built-in implicit animation): fromValue, toValue and byValue
    /// all read nil but for `typedFrom`, without a box to open (AnimationCompiler+ExactBasic.swift).
    var hasNoBoxedEndpoints: Bool { endpoints == nil }

    var fromValue: Any? {
        get { endpoints?.from }
        set { endpoints = .make(from: newValue, to: endpoints?.to, by: endpoints?.by) }
    }
    var toValue: Any? {
        get { endpoints?.to }
        set { endpoints = .make(from: endpoints?.from, to: newValue, by: endpoints?.by) }
    }
    var byValue: Any? {
        get { endpoints?.by }
        set { endpoints = .make(from: endpoints?.from, to: endpoints?.to, by: newValue) }
    }
}
