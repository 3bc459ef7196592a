// The one seam through which evaluated animation values are read and written: the model's LayerModel
// (presentation copies, main thread) and the snapshot's RenderLayer (compositor, render thread) both conform,
// so a single generic evaluator serves both (specialised per type: no existential boxing per frame).

/// Something holding layer property values by LayerProperty. The reads are `mutating` only so that a store is
/// read where it lies (the evaluator holds it `inout`), never copied into a temporary first.
package protocol AnimatableStore {
    mutating func animatableValue(of property: LayerProperty) -> AnimatableValue?
    mutating func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty)
    /// Four-lane access for the basic-animation fast path; defaults in AnimatableStore+Lanes.swift.
    mutating func lanes(of property: LayerProperty) -> SIMD4<Double>?
    mutating func setLanes(_ lanes: SIMD4<Double>, for property: LayerProperty)
    /// A transform property's matrix, for the transform component fast path (TransformComponentTrack); defaults in
    /// AnimatableStore+Transforms.swift.
    mutating func transform(of property: LayerProperty) -> CATransform3D?
    mutating func setTransform(_ transform: CATransform3D, for property: LayerProperty)
    /// Runs `body` on the property's colour or number array where it is stored, for the array fast path
    /// (ElementTrack); false when the store cannot (the default, AnimatableStore+Elements.swift) or holds no array.
    mutating func withElements<E: InterpolatedElement>(of property: LayerProperty, _ type: E.Type,
                                                       _ body: (inout [E]) -> Bool) -> Bool
}

extension LayerModel: AnimatableStore {
    package mutating func animatableValue(of property: LayerProperty) -> AnimatableValue? {
        valueInPlace(of: property)
    }
    package mutating func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty) {
        // An animation that overflowed keeps the model value, as the compositor does (RenderLayer+AnimatableStore).
        guard value.isFinite else { return }
        set(value, for: property)
    }
}
