// Evaluating a layer in place on a record that already holds an earlier frame's evaluation of the same committed
// layer (RenderTree+ReusedEvaluation.swift): only the fields the layer's tracks write are put back to their
// committed values before the tracks run again, instead of copying the whole record (~55 % of a frame's
// evaluation when every layer was copied). The tracks are the only writers (AnimationTrack.apply writes its key
// path's property, and `transform` for a keyframe rotation mode: AnimationTrack.writtenProperty, .writesTransform;
// a transition writes `activeTransition`), so the result is exactly that of copying the committed record and
// applying its animations.

extension RenderLayer {
    /// Evaluates `layer` at media time `time`, where `layer` holds `committed` evaluated at another time.
    @inline(__always)
    static func reapplyAnimations(atMediaTime time: Double, to layer: UnsafeMutablePointer<RenderLayer>,
                                  committed: UnsafePointer<RenderLayer>) {
        if case .emitter = committed.pointee.layerClass { layer.pointee.emitterMediaTime = time }
        layer.pointee.activeTransition = nil   // committed records never hold one
        let tracks = committed.pointee.animations.tracks
        // Every write is put back before any track runs: two tracks of one property build on each other.
        // `unowned(unsafe)`: the committed tree holds every track for the whole call, so no retain is needed.
        for index in tracks.indices {
            unowned(unsafe) let track = tracks[index]
            guard let property = track.writtenProperty else { continue }
            restore(property, in: layer, from: committed)
            if track.writesTransform { restore(.transform, in: layer, from: committed) }
        }
        let layerTime = committed.pointee.animations.timeMap.localTime(time)
        for index in tracks.indices {
            unowned(unsafe) let track = tracks[index]
            layer.pointee.apply(track, atLayerTime: layerTime)
        }
    }

    /// Puts `property`'s render field of `layer` back to its value in `committed`: field by field, a subclass's
    /// property inside its class's part too, so the rest of the part and an array the record owns keep their
    /// storage (a gradient's colours are copied back element by element and blended in place again, with no
    /// allocation: ElementTrack).
    @inline(__always)
    private static func restore(_ property: LayerProperty, in layer: UnsafeMutablePointer<RenderLayer>,
                                from committed: UnsafePointer<RenderLayer>) {
        let layout = property.layout
        guard layout.isRendered else { return }
        // The family alone first: matching the class part as well would copy the whole part for every property.
        // A record without the property's part has no such field, so no track wrote it.
        switch layout.family {
        case .layer:
            // CALayer's only array field is `shadowPath`; every other field is assigned directly, as before (the
            // per-frame common path: one comparison more, not restoreField's second switch).
            let source = UnsafeRawPointer(committed) + layout.renderOffset
            let target = UnsafeMutableRawPointer(layer) + layout.renderOffset
            if layout.renderFormat == .pathElements {
                layout.renderFormat.restoreField(from: source, to: target)
            } else {
                layout.renderFormat.copyField(from: source, to: target)
            }
        case .gradient:
            if case .gradient(let part) = committed.pointee.layerClass { restore(layout, of: part, in: layer) }
        case .shape:
            if case .shape(let part) = committed.pointee.layerClass { restore(layout, of: part, in: layer) }
        case .text:
            if case .text(let part) = committed.pointee.layerClass { restore(layout, of: part, in: layer) }
        case .replicator:
            if case .replicator(let part) = committed.pointee.layerClass { restore(layout, of: part, in: layer) }
        }
    }

    /// Puts the field `layout` of the committed class part `part` back into `layer`'s part.
    @inline(__always)
    private static func restore<Part>(_ layout: PropertyLayout, of part: Part, in layer: UnsafeMutablePointer<RenderLayer>) {
        withUnsafeBytes(of: part) { source in
            layer.pointee.withRenderField(layout) { target in
                layout.renderFormat.restoreField(from: source.baseAddress! + layout.renderOffset, to: target)
            }
        }
    }
}
