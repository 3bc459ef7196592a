// One property's value as an AnimatableStore (spec §1.4, DECISIONS 5): the implicit animation's fromValue is the
// presentation value of the changed property only, so the evaluator runs on this small store instead of on a
// copy of the whole LayerModel. Writes round as the model's storage rounds (Float properties through Float).

struct SinglePropertyStore: AnimatableStore {
    let property: LayerProperty
    var value: AnimatableValue?

    mutating func animatableValue(of property: LayerProperty) -> AnimatableValue? {
        property == self.property ? value : nil
    }

    /// Lanes read from the held value directly (the basic-animation fast path), as the default does through
    /// `animatableValue(of:)`.
    mutating func lanes(of property: LayerProperty) -> SIMD4<Double>? {
        guard property == self.property, let value else { return nil }
        if case .color(nil) = value { return nil }
        return value.lanes
    }

    /// Lanes stored as the default does (through the property's kind), with the checks of `setAnimatableValue`.
    mutating func setLanes(_ lanes: SIMD4<Double>, for property: LayerProperty) {
        guard property == self.property, let kind = value?.kind, kind == property.valueKind,
              let newValue = AnimatableValue(lanes: lanes, kind: kind), newValue.isFinite else { return }
        if property.layout.modelFormat == .float {
            value = .scalar(Double(Float(clampingFinite: lanes.x)))   // a Float field keeps only Float precision
        } else {
            value = newValue
        }
    }

    mutating func setAnimatableValue(_ newValue: AnimatableValue, for property: LayerProperty) {
        // An animation that overflowed keeps the model value (as LayerModel and RenderLayer do).
        guard property == self.property, newValue.kind == value?.kind, newValue.isFinite else { return }
        // A Float field (the table's format) keeps only Float precision.
        if property.layout.modelFormat == .float, case .scalar(let v) = newValue {
            value = .scalar(Double(Float(clampingFinite: v)))
        } else {
            value = newValue
        }
    }
}
