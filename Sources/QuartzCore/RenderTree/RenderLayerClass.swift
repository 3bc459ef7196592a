// What a layer class adds to its render record (docs/architecture.md "Layer classes"): one case per class that adds
// anything, so a record carries only its own class's part. The drawn property values the property table fills and
// animations write (gradient, shape, text, replicator) and what the commit describes of how the class draws its
// subtree (replicator, transform, emitter, tiled) share the one field: a replicator's are one value
// (RenderReplicator). Plain values or final classes with `let` fields, so the render thread, which copies a record
// when it evaluates a layer (RenderTree+Evaluation.swift), reads them safely; the largest payload sets the size of
// every record, a plain layer's too.

/// A layer class's part of a RenderLayer.
package enum RenderLayerClass: Sendable {
    /// A CALayer, or a class that adds nothing to the record (CAScrollLayer).
    case plain
    /// A CAGradientLayer's gradient.
    case gradient(RenderGradient)
    /// A CAShapeLayer's path and paint.
    case shape(RenderShape)
    /// A CATextLayer's text, its animatable size and colour.
    case text(RenderText)
    /// A CAReplicatorLayer: its property values and the range of entries its instances copy; its sublayers are
    /// drawn `instanceCount` times (RenderTree+Replication.swift).
    case replicator(RenderReplicator)
    /// A CATransformLayer: draws nothing itself; its sublayers keep their 3-D positions and are depth-sorted
    /// together with those of nested transform layers (the compositor's transform-layer walk).
    case transform
    /// A CAEmitterLayer: its particles are computed per frame from this description and the layer's time
    /// (ParticleSimulator) and drawn as its contents.
    case emitter(RenderEmitter)
    /// A CATiledLayer: its committed tiles (drawn above its body, below its sublayers) and the media time the
    /// frame shows, which their fade-in is read at: the commit's time in a committed tree, stamped by each
    /// evaluation (RenderTree+Evaluation.swift).
    case tiled(RenderTiles, time: Double)
}
