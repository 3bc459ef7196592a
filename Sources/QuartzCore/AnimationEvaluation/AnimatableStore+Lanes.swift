// Lane access for the basic-animation fast path (LaneTrack): a store reads and writes a numeric property as four
// Double lanes. The defaults go through AnimatableValue; RenderLayer, evaluated every frame, reads its fields
// directly (RenderLayer+AnimatableStore.swift). A nil colour has no lanes, so its tracks take the general path.

extension AnimatableStore {
    /// The property's value as lanes, or nil when it has none (not stored, another kind, a nil colour).
    package mutating func lanes(of property: LayerProperty) -> SIMD4<Double>? {
        guard let value = animatableValue(of: property) else { return nil }
        if case .color(nil) = value { return nil }
        return value.lanes
    }

    /// Stores lanes read by `lanes(of:)` (after arithmetic) back into the property.
    package mutating func setLanes(_ lanes: SIMD4<Double>, for property: LayerProperty) {
        guard let value = AnimatableValue(lanes: lanes, kind: property.valueKind) else { return }
        setAnimatableValue(value, for: property)
    }
}
