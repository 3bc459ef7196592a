// Matrix access for the transform component fast path (TransformComponentTrack): a store reads and writes a
// transform property as a CATransform3D. The defaults go through AnimatableValue; RenderLayer, evaluated every frame,
// reads and writes its field directly (RenderLayer+AnimatableStore.swift).

extension AnimatableStore {
    /// The property's matrix, or nil when it is not stored or not a transform.
    package mutating func transform(of property: LayerProperty) -> CATransform3D? {
        guard case .transform(let t)? = animatableValue(of: property) else { return nil }
        return t
    }

    /// Stores a matrix read by `transform(of:)` (after the component was replaced) back into the property.
    package mutating func setTransform(_ transform: CATransform3D, for property: LayerProperty) {
        setAnimatableValue(.transform(transform), for: property)
    }
}
