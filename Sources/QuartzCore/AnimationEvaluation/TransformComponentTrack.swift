// The per-frame fast path of a basic animation of one transform component ("transform.rotation.z",
// "transform.scale", "sublayerTransform.translation", spec §1.6 and §5.1): which tracks take it, decided once when the
// track is compiled. The evaluation (AnimationTrack+TransformComponent.swift) decomposes the layer's transform once
// (not at all for the identity, whose decomposition is kept), works out the component's value in lanes as LaneTrack
// does, sets it and recomposes, with no AnimatableValue built per frame; the general path decomposed the transform
// twice (to read the component and again to replace it) and copied the transform through four AnimatableValues.
// Tracks it does not fit (value functions, springs, keyframes, an endpoint of another kind) take the general path.

/// A basic track of one transform component, evaluated in lanes on the decomposed transform.
package struct TransformComponentTrack: Sendable {
    /// `transform` or `sublayerTransform`.
    package let property: LayerProperty
    package let component: TransformComponent
    /// The component's endpoints and modifiers as lanes (a number in x, `translation`'s size in x and y).
    let lanes: LaneTrack

    /// The component form of a track, or nil when the general path must evaluate it.
    init?(keyPath: LayerKeyPath?, valueFunction: ValueFunctionOperation?, content: __shared AnimationTrack.Content,
          isAdditive: Bool, isCumulative: Bool) {
        guard case .basic(let from, let to, let by) = content else { return nil }
        self.init(keyPath: keyPath, valueFunction: valueFunction, from: from, to: to, by: by,
                  isAdditive: isAdditive, isCumulative: isCumulative)
    }

    /// The component form of a basic track with these endpoints, read borrowed (AnimationTrack's basic init).
    init?(keyPath: LayerKeyPath?, valueFunction: ValueFunctionOperation?, from: __shared AnimatableValue?,
          to: __shared AnimatableValue?, by: __shared AnimatableValue?, isAdditive: Bool, isCumulative: Bool) {
        guard valueFunction == nil, let keyPath, case .transform(let component)? = keyPath.component,
              let property = keyPath.property, property.valueKind == .transform else { return nil }
        // Every endpoint must be of the component's own kind: the general path writes nothing for another kind.
        let kind: ValueKind = component.isSizeValued ? .size : .scalar
        guard from.map({ $0.kind == kind }) ?? true, to.map({ $0.kind == kind }) ?? true,
              by.map({ $0.kind == kind }) ?? true else { return nil }
        guard let lanes = LaneTrack(property: property, from: from, to: to, by: by, isAdditive: isAdditive,
                                    isCumulative: isCumulative) else { return nil }
        self.property = property
        self.component = component
        self.lanes = lanes
    }
}
