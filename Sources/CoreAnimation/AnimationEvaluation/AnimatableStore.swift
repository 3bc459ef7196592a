// The one seam through which evaluated animation values are read and written: the model's LayerModel
// (presentation copies, main thread) and the snapshot's RenderLayer (compositor, render thread) both conform,
// so a single generic evaluator serves both (specialised per type: no existential boxing per frame).

/// Something holding layer property values by LayerProperty.
package protocol AnimatableStore {
    func animatableValue(of property: LayerProperty) -> AnimatableValue?
    mutating func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty)
    /// Four-lane access for the basic-animation fast path; defaults in AnimatableStore+Lanes.swift.
    func lanes(of property: LayerProperty) -> SIMD4<Double>?
    mutating func setLanes(_ lanes: SIMD4<Double>, for property: LayerProperty)
}

extension LayerModel: AnimatableStore {
    package func animatableValue(of property: LayerProperty) -> AnimatableValue? { value(of: property) }
    package mutating func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty) {
        set(value, for: property)
    }
}
