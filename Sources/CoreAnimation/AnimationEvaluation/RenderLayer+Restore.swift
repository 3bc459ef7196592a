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
        if case .emitter? = committed.pointee.subclass { layer.pointee.emitterMediaTime = time }
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

    /// Puts `property`'s render field of `layer` back to its value in `committed` (a subclass's property: the
    /// class's whole part, which the commit fills and only tracks change).
    @inline(__always)
    private static func restore(_ property: LayerProperty, in layer: UnsafeMutablePointer<RenderLayer>,
                                from committed: UnsafePointer<RenderLayer>) {
        let layout = property.layout
        guard layout.isRendered else { return }
        switch layout.family {
        case .layer:
            layout.renderFormat.copyField(from: UnsafeRawPointer(committed) + layout.renderOffset,
                                          to: UnsafeMutableRawPointer(layer) + layout.renderOffset)
        case .gradient, .shape, .text, .replicator: layer.pointee.classPart = committed.pointee.classPart
        }
    }
}
