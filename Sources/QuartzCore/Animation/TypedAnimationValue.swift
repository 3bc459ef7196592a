// The built-in implicit animation's typed fromValue (spec §1.4; BasicAnimationState): one layer property's value,
// held as four lanes when its kind fits them (LaneTrack) and it has lanes, else as the value itself in a box. An
// AnimatableValue is a large enum whose copies and destroys run value witnesses and memcpy; the lane form makes
// creating, adding and freeing a built-in animation move a few plain words instead (~600 instructions a set).

struct TypedAnimationValue {
    /// The property whose Swift type `CABasicAnimation.fromValue` reports the value as.
    let property: LayerProperty
    private let storage: Storage

    /// The lanes as four plain words, not a `SIMD4`: an optional of an enum with a SIMD payload was assigned
    /// through the standard library's generic Optional value witness (~100 instructions a set).
    private enum Storage {
        case lanes(Double, Double, Double, Double, ValueKind)
        case boxed(Box)
    }

    /// A value without lanes (other kinds, a nil colour).
    private final class Box {
        let value: AnimatableValue
        init(_ value: AnimatableValue) { self.value = value }
    }

    /// Lanes of `kind`, which fits them (`LaneTrack.fits`).
    init(lanes: SIMD4<Double>, kind: ValueKind, property: LayerProperty) {
        self.property = property
        storage = .lanes(lanes.x, lanes.y, lanes.z, lanes.w, kind)
    }

    init(_ value: AnimatableValue, property: LayerProperty) {
        self.property = property
        storage = .boxed(Box(value))
    }

    /// The lanes and their kind, when the value is held as lanes (the compile's lane fast path:
    /// AnimationCompiler+ExactBasic.swift); nil for a boxed value.
    var laneForm: (lanes: SIMD4<Double>, kind: ValueKind)? {
        guard case .lanes(let x, let y, let z, let w, let kind) = storage else { return nil }
        return (SIMD4(x, y, z, w), kind)
    }

    var value: AnimatableValue {
        switch storage {
        case .lanes(let x, let y, let z, let w, let kind):
            return AnimatableValue(lanes: SIMD4(x, y, z, w), kind: kind) ?? .scalar(x)
        case .boxed(let box): return box.value
        }
    }
}
