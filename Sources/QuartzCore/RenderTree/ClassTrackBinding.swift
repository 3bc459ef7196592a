// What a RenderLayer draws beyond CALayer's own properties, for the layer subclasses that change how a subtree
// is drawn (CAReplicatorLayer, CATransformLayer, CAEmitterLayer). Plain immutable values or final classes with
// `let` fields, so copying a RenderLayer per frame is at most one retain and the render thread reads them safely.

/// The subclass-specific part of a committed layer.
package enum RenderSubclass: Sendable {
    /// A CAReplicatorLayer: its sublayers are drawn `instanceCount` times (RenderTree+Replication.swift).
    case replicator(RenderReplicator)
    /// A CATransformLayer: draws nothing itself; its sublayers keep their 3-D positions and are depth-sorted
    /// together with those of nested transform layers (the compositor's transform-layer walk).
    case transformLayer
    /// A CAEmitterLayer: its particles are computed per frame from this description and the layer's time
    /// (ParticleSimulator) and drawn as its contents.
    case emitter(RenderEmitter)
    /// A CATiledLayer: its committed tiles (drawn above its body, below its sublayers) and the media time the
    /// frame shows, which their fade-in is read at: the commit's time in a committed tree, stamped by each
    /// evaluation (RenderTree+Evaluation.swift).
    case tiledLayer(RenderTiles, time: Double)
}

extension RenderLayer {
    /// Whether the layer keeps its sublayers in 3-D: a transform layer, or a replicator with preservesDepth.
    @inline(__always)
    package var preservesSublayerDepth: Bool {
        if case .transformLayer? = subclass { return true }
        return replicator?.preservesDepth ?? false
    }

    /// `preservesSublayerDepth` of the record at `layer`, read in place: a call to the property's getter through a
    /// pointer from another module copies the whole record (hundreds of bytes, a retain per reference in it) to pass
    /// it as `self`, and the compositor's walk asks for every layer of every frame (docs/architecture.md "Frame
    /// cost").
    package static func preservesSublayerDepth(_ layer: UnsafePointer<RenderLayer>) -> Bool {
        if case .transformLayer? = layer.pointee.subclass { return true }
        if case .replicator(let part) = layer.pointee.classPart { return part.preservesDepth }
        return false
    }
}

/// An animation of a subclass property bound at commit to the field it drives, so the render thread applies it
/// without comparing key strings.
package struct ClassTrackBinding<Field: Sendable>: Sendable {
    package let track: AnimationTrack
    package let field: Field

    package init(track: AnimationTrack, field: Field) {
        self.track = track
        self.field = field
    }
}
