// One property's value as an AnimatableStore (spec §1.4, DECISIONS 5): the implicit animation's fromValue is the
// presentation value of the changed property only, so the evaluator runs on this small store instead of on a
// copy of the whole LayerModel. Writes round as the model's storage rounds (Float properties through Float).
// A value of a kind that fits four lanes (LaneTrack) is held as lanes, so basic tracks (the LaneTrack fast path,
// every implicit animation) read and write it without building, copying and destroying an AnimatableValue per
// track; the value is built once, when the caller reads it.

struct SinglePropertyStore: AnimatableStore {
    let property: LayerProperty
    /// The value while it is not held as lanes.
    private var stored: AnimatableValue?
    /// The value as lanes (lane mode), with the kind they stand for; nil outside lane mode.
    private var laneValue: (lanes: SIMD4<Double>, kind: ValueKind)?
    /// Whether the property's model storage is a Float (writes keep only Float precision).
    private let roundsToFloat: Bool

    /// The model's value of `property`, read straight from its field as lanes when its kind fits them and it has
    /// lanes (a nil colour has none), else as a value.
    init(property: LayerProperty, model: inout LayerModel) {
        self.property = property
        let layout = property.layout
        roundsToFloat = layout.modelFormat == .float
        let kind = property.valueKind
        let lanes = LaneTrack.fits(kind)
            ? withUnsafeBytes(of: &model) { layout.modelFormat.lanes(at: $0.baseAddress! + layout.modelOffset) } : nil
        if let lanes {
            laneValue = (lanes, kind)
            stored = nil
        } else {
            laneValue = nil
            stored = model.valueInPlace(of: property)
        }
    }

    /// The held value.
    var value: AnimatableValue? {
        if let laneValue { return AnimatableValue(lanes: laneValue.lanes, kind: laneValue.kind) }
        return stored
    }

    mutating func animatableValue(of property: LayerProperty) -> AnimatableValue? {
        property == self.property ? value : nil
    }

    /// Lanes read from the held value directly (the basic-animation fast path), as the default does through
    /// `animatableValue(of:)`.
    mutating func lanes(of property: LayerProperty) -> SIMD4<Double>? {
        guard property == self.property else { return nil }
        if let laneValue { return laneValue.lanes }
        guard let value = stored, SinglePropertyStore.hasLanes(value) else { return nil }
        return value.lanes
    }

    /// Lanes stored as the default does (through the property's kind), with the checks of `setAnimatableValue`:
    /// a value that is not finite in the lanes its kind uses is dropped.
    mutating func setLanes(_ lanes: SIMD4<Double>, for property: LayerProperty) {
        guard property == self.property else { return }
        if let kind = laneValue?.kind {
            guard SinglePropertyStore.finite(lanes, of: kind) else { return }
            laneValue = roundsToFloat ? (SIMD4(Double(Float(clampingFinite: lanes.x)), 0, 0, 0), .scalar) : (lanes, kind)
            return
        }
        guard let kind = stored?.kind, kind == property.valueKind,
              let newValue = AnimatableValue(lanes: lanes, kind: kind), newValue.isFinite else { return }
        stored = roundsToFloat ? .scalar(Double(Float(clampingFinite: lanes.x))) : newValue
    }

    mutating func setAnimatableValue(_ newValue: AnimatableValue, for property: LayerProperty) {
        if laneValue != nil {   // leave lane mode: the general path works on the value
            stored = value
            laneValue = nil
        }
        // An animation that overflowed keeps the model value (as LayerModel and RenderLayer do).
        guard property == self.property, newValue.kind == stored?.kind, newValue.isFinite else { return }
        // A Float field (the table's format) keeps only Float precision.
        if roundsToFloat, case .scalar(let v) = newValue {
            stored = .scalar(Double(Float(clampingFinite: v)))
        } else {
            stored = newValue
        }
    }

    /// Whether `value` has lanes (a nil colour has none).
    private static func hasLanes(_ value: AnimatableValue) -> Bool {
        if case .color(nil) = value { return false }
        return true
    }

    /// `AnimatableValue(lanes:kind:).isFinite` without building the value: the lanes `kind` uses are finite.
    private static func finite(_ lanes: SIMD4<Double>, of kind: ValueKind) -> Bool {
        switch kind {
        case .scalar: return lanes.x.isFinite
        case .point, .size: return lanes.x.isFinite && lanes.y.isFinite
        default: return lanes.x.isFinite && lanes.y.isFinite && lanes.z.isFinite && lanes.w.isFinite
        }
    }
}
