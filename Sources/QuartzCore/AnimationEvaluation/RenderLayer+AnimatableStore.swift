// RenderLayer as an AnimatableStore, read and written every frame on the render thread through the property
// table's render format and offset (LayerPropertyTable): an AnimatableValue for the general path, four Double
// lanes for the basic-animation fast path (LaneTrack), the matrix for a transform component track
// (TransformComponentTrack). Colours convert between premultiplied RenderColor and
// straight RGBA. A property the commit does not record, or a subclass's property on a record without that class's
// part (`gradient`, `shape`, `text`, `replicator`), has no value here.
import Foundation

extension RenderLayer: AnimatableStore {
    package mutating func animatableValue(of property: LayerProperty) -> AnimatableValue? {
        let layout = property.layout
        return withRenderField(layout) { layout.renderFormat.value(at: UnsafeRawPointer($0)) } ?? nil
    }

    package mutating func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty) {
        // An animation that overflowed (1e300 to -1e300, a spring of huge values) leaves the model value in
        // place rather than drawing NaN or infinity (DECISIONS 12).
        guard value.isFinite else { return }
        let layout = property.layout
        _ = withRenderField(layout) { layout.renderFormat.set(value, at: $0) }
    }

    package mutating func lanes(of property: LayerProperty) -> SIMD4<Double>? {
        let layout = property.layout
        return withRenderField(layout) { layout.renderFormat.lanes(at: UnsafeRawPointer($0)) } ?? nil
    }

    package mutating func setLanes(_ v: SIMD4<Double>, for property: LayerProperty) {
        // An overflowed animation leaves the model value (DECISIONS 12); unused lanes are 0, so all four are checked.
        guard v.x.isFinite, v.y.isFinite, v.z.isFinite, v.w.isFinite else { return }
        let layout = property.layout
        withRenderField(layout) { layout.renderFormat.setLanes(v, at: $0) }
    }

    package mutating func transform(of property: LayerProperty) -> CATransform3D? {
        let layout = property.layout
        guard layout.renderFormat == .transform else { return nil }
        return withRenderField(layout) { $0.load(as: CATransform3D.self) }
    }

    package mutating func setTransform(_ transform: CATransform3D, for property: LayerProperty) {
        // The caller checked the matrix is finite (an overflowed animation leaves the model value, DECISIONS 12).
        let layout = property.layout
        guard layout.renderFormat == .transform else { return }
        withRenderField(layout) { $0.storeBytes(of: transform, as: CATransform3D.self) }
    }

    /// Runs `body` with the address of the property's render field: in this record, in place, for CALayer's own
    /// properties; in a copy of its class's part, stored back after, for a subclass's; nil when there is no such
    /// field.
    @inline(__always)
    @discardableResult
    mutating func withRenderField<R>(_ layout: PropertyLayout, _ body: (UnsafeMutableRawPointer) -> R) -> R? {
        guard layout.isRendered else { return nil }
        switch layout.family {
        case .layer:
            return withUnsafeMutableBytes(of: &self) { body($0.baseAddress! + layout.renderOffset) }
        case .gradient:
            guard case .gradient(var part) = layerClass else { return nil }
            return inPart(&part, layout, body) { .gradient($0) }
        case .shape:
            guard case .shape(var part) = layerClass else { return nil }
            return inPart(&part, layout, body) { .shape($0) }
        case .text:
            guard case .text(var part) = layerClass else { return nil }
            return inPart(&part, layout, body) { .text($0) }
        case .replicator:
            guard case .replicator(var part) = layerClass else { return nil }
            return inPart(&part, layout, body) { .replicator($0) }
        }
    }

    /// Runs `body` on the field of `part` (taken out of the record) and stores the part back; the record holds no
    /// second reference meanwhile, so the part's arrays stay uniquely referenced and are written in place.
    @inline(__always)
    private mutating func inPart<Part, R>(_ part: inout Part, _ layout: PropertyLayout,
                                          _ body: (UnsafeMutableRawPointer) -> R,
                                          _ wrap: (Part) -> RenderLayerClass) -> R {
        layerClass = .plain
        defer { layerClass = wrap(part) }
        return withUnsafeMutableBytes(of: &part) { body($0.baseAddress! + layout.renderOffset) }
    }
}
