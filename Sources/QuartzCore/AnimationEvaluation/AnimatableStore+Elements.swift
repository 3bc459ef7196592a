// In-place array access for the array fast path (ElementTrack): by default a store has none, so its array tracks
// take the general path (LayerModel's presentation copies, made on demand); RenderLayer, evaluated every frame,
// hands out its gradient arrays in place (RenderLayer+Elements.swift).

extension AnimatableStore {
    package mutating func withElements<E: InterpolatedElement>(of property: LayerProperty, _ type: E.Type,
                                                               _ body: (inout [E]) -> Bool) -> Bool {
        false
    }
}
