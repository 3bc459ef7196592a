// A RenderLayer's colour and number arrays (CAGradientLayer's `colors`, `locations`) handed to the array fast path
// (ElementTrack) where they lie in the record's class part, so a frame's blend writes into the record's own array.
// The part is taken out of the record while the body runs (RenderLayer+AnimatableStore.swift), so the array stays
// uniquely referenced and is written without a copy once the record owns it (the in-place evaluation restores it
// element by element: RenderLayer+Restore.swift).

extension RenderLayer {
    package mutating func withElements<E: InterpolatedElement>(of property: LayerProperty, _ type: E.Type,
                                                               _ body: (inout [E]) -> Bool) -> Bool {
        let layout = property.layout
        guard layout.renderFormat == E.renderFormat else { return false }
        return withRenderField(layout) { field -> Bool in
            let array = field.assumingMemoryBound(to: [E]?.self)
            guard array.pointee != nil else { return false }
            return body(&array.pointee!)
        } ?? false
    }
}
