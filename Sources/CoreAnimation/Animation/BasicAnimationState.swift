// The stored state CABasicAnimation adds (spec §5.1), copied as one value (see CAAnimationState). The built-in
// implicit action's fromValue is kept typed (`typedFrom`, with the property whose Swift type `fromValue` reports)
// so the property-set path boxes nothing into `Any` and the commit converts nothing back.

struct BasicAnimationState {
    var fromValue: Any?
    var toValue: Any?
    var byValue: Any?
    /// The fromValue as set by the engine (the built-in action); `fromValue` reads as nil storage then.
    var typedFrom: (value: AnimatableValue, property: LayerProperty)?
}
