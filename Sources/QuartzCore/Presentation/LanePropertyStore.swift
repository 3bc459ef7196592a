// One property's value as four lanes (spec §1.4, DECISIONS 5): SinglePropertyStore for the kinds that fit lanes
// (numbers, points, sizes, rects, colours; LaneTrack), which every built-in implicit animation of those kinds
// starts from. Basic tracks (the LaneTrack fast path) read and write the lanes with no AnimatableValue built, copied
// or destroyed per track, and the store is a few plain words instead of a copy of the value enum; the value is
// built once, when the caller reads it. Every read and write gives what SinglePropertyStore gives: Float fields
// round through Float, a write not finite in the lanes its kind uses is dropped, and a nil colour (no lanes) is
// kept as such until a colour is written.

struct LanePropertyStore: AnimatableStore {
    let property: LayerProperty
    /// The value's lanes (unused lanes 0), meaningless while `isNilColour`.
    private var lanes: SIMD4<Double>
    /// The kind the lanes stand for.
    private var kind: ValueKind
    /// The value is a nil colour.
    private var isNilColour: Bool
    /// Whether the property's model storage is a Float (writes keep only Float precision).
    private let roundsToFloat: Bool

    /// The model's value of `property`, whose kind fits lanes (`LaneTrack.fits(property.valueKind)`), read
    /// straight from its field.
    init(property: LayerProperty, model: inout LayerModel) {
        self.property = property
        let layout = property.layout
        roundsToFloat = layout.modelFormat == .float
        kind = layout.kind
        let read = withUnsafeBytes(of: &model) { layout.modelFormat.lanes(at: $0.baseAddress! + layout.modelOffset) }
        lanes = read ?? SIMD4(repeating: 0)
        isNilColour = read == nil
    }

    /// The held value.
    var value: AnimatableValue? {
        isNilColour ? .color(nil) : AnimatableValue(lanes: lanes, kind: kind)
    }

    /// The held value as a built-in animation's typed fromValue: lanes, or the value for a nil colour.
    var typedValue: TypedAnimationValue {
        isNilColour ? TypedAnimationValue(.color(nil), property: property)
            : TypedAnimationValue(lanes: lanes, kind: kind, property: property)
    }

    mutating func animatableValue(of property: LayerProperty) -> AnimatableValue? {
        property == self.property ? value : nil
    }

    /// The lanes, as SinglePropertyStore reads them from its value (none for a nil colour).
    mutating func lanes(of property: LayerProperty) -> SIMD4<Double>? {
        property == self.property && !isNilColour ? lanes : nil
    }

    /// As SinglePropertyStore.setLanes: the lanes of the held kind, dropped unless finite where the kind uses
    /// them; a Float field keeps a Float-rounded number.
    mutating func setLanes(_ newLanes: SIMD4<Double>, for property: LayerProperty) {
        guard property == self.property, kind == property.valueKind, LanePropertyStore.finite(newLanes, of: kind)
        else { return }
        store(newLanes)
    }

    /// As SinglePropertyStore.setAnimatableValue: a finite value of the held kind.
    mutating func setAnimatableValue(_ newValue: AnimatableValue, for property: LayerProperty) {
        guard property == self.property, newValue.kind == kind, newValue.isFinite else { return }
        if case .color(nil) = newValue {
            isNilColour = true
            return
        }
        guard let newLanes = newValue.lanes else { return }
        store(newLanes)
    }

    private mutating func store(_ newLanes: SIMD4<Double>) {
        isNilColour = false
        if roundsToFloat {
            lanes = SIMD4(Double(Float(clampingFinite: newLanes.x)), 0, 0, 0)
            kind = .scalar
        } else {
            lanes = LanePropertyStore.used(newLanes, of: kind)
        }
    }

    /// The lanes a value of `kind` keeps (the others 0, as `AnimatableValue(lanes:kind:).lanes` gives them).
    private static func used(_ lanes: SIMD4<Double>, of kind: ValueKind) -> SIMD4<Double> {
        switch kind {
        case .scalar: return SIMD4(lanes.x, 0, 0, 0)
        case .point, .size: return SIMD4(lanes.x, lanes.y, 0, 0)
        default: return lanes
        }
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
