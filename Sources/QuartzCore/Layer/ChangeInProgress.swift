// The change a layer is making right now (spec §1.2 change sequence; CALayer+Change.swift), owned by the layer
// with its state private to this file: which built-in property's change is searching for its action (a hint that
// spares the built-in action a string lookup, checked against the event key before use; CALayer+BuiltInAction),
// and the built-in animation the last search made, seen by no other code, which the change adds without a copy
// (CALayer+AdoptedAction.swift, CALayer+Actions.swift).

/// The property change a layer's action search is running for, and the search's adoptable built-in result.
struct ChangeInProgress {
    private var property: LayerProperty?
    private var adoptable: CABasicAnimation?

    /// Starts the search for a change of `property` (nil: a key that names none); returns the outer change's
    /// property, for `end(restoring:)` (a delegate's or subclass's search may change another property).
    @inline(__always)
    mutating func begin(_ property: LayerProperty?) -> LayerProperty? {
        let outer = self.property
        self.property = property
        return outer
    }

    @inline(__always)
    mutating func end(restoring outer: LayerProperty?) {
        property = outer
    }

    /// The property being changed, when the search for `event` is for it.
    @inline(__always)
    func property(for event: String) -> LayerProperty? {
        guard let property, property.key == event else { return nil }
        return property
    }

    /// Records the search's own built-in animation (its last statement), or forgets one (another stage answered).
    @inline(__always)
    mutating func recordAdoptable(_ animation: CABasicAnimation?) {
        adoptable = animation
    }

    /// Forgets a recorded built-in animation (a nested search's), without a store while there is none.
    @inline(__always)
    mutating func forgetAdoptable() {
        if adoptable != nil { adoptable = nil }
    }

    /// The built-in animation the search just recorded, taken (nil when there is none).
    @inline(__always)
    mutating func takeAdoptable() -> CABasicAnimation? {
        guard let animation = adoptable else { return nil }
        adoptable = nil
        return animation
    }
}
