// CAReplicatorLayer (CAReplicatorLayer.h): a layer whose sublayers are drawn `instanceCount` times, instance k
// transformed by k × instanceTransform about the layer's centre, its colours multiplied by instanceColor plus k × the
// offsets, and its animations delayed by k × instanceDelay. Its properties are rows of the property table
// (LayerPropertyTable), so key-value coding, defaults, the built-in actions, the commit's record (RenderLayer
// `replicator`) and per-frame evaluation come from there; the class body holds the overridable properties as thin
// forwarders to the typed storage, with the setters' checks. The copies are made on the render thread from the
// committed tree (RenderTree+Replication.swift), never as layers on the main thread.
import Foundation

open class CAReplicatorLayer: CALayer {
    /// The most instances one replicator draws; more are stored but not drawn (said once).
    public static let maximumDrawnInstances = 10_000

    /// The number of copies drawn, the sublayers themselves included (default 1). Animatable.
    open var instanceCount: Int { get { values.instanceCount } set { storeInstanceCount(newValue) } }

    /// Whether the sublayers (every instance of them) keep their 3-D depth and are depth-sorted together instead of
    /// being flattened into this layer's plane (default false). CAReplicatorLayer.h: when true "the standard
    /// restrictions on rendering a transform layer apply": the replicator's own background, border, shadow, mask
    /// and group opacity are ignored, as a CATransformLayer's are.
    open var preservesDepth: Bool {
        get { values.preservesDepth }
        set { update(.preservesDepth, \.preservesDepth, newValue) }
    }

    /// The delay in seconds between the animations of consecutive instances (default 0). Animatable.
    open var instanceDelay: CFTimeInterval {
        get { values.instanceDelay }
        set { storeFinite(.instanceDelay, \.instanceDelay, newValue, newValue.isFinite) }
    }

    /// The transform applied to instance k − 1 to produce instance k, about the layer's centre (default
    /// identity). Animatable.
    open var instanceTransform: CATransform3D {
        get { values.instanceTransform }
        set { storeFinite(.instanceTransform, \.instanceTransform, newValue, newValue.isFinite) }
    }

    /// The colour the first instance is multiplied by (default opaque white). Animatable. Nil multiplies by nothing,
    /// as white does, and is stored as white.
    open var instanceColor: CGColor? {
        get { values.instanceColor }
        set { updateColor(.instanceColor, \.instanceColor, newValue ?? CAReplicatorLayer.white) }
    }

    /// Added to instance k − 1's red multiplier to give instance k's (default 0). Animatable.
    open var instanceRedOffset: Float {
        get { values.instanceRedOffset }
        set { storeFinite(.instanceRedOffset, \.instanceRedOffset, newValue, newValue.isFinite) }
    }

    open var instanceGreenOffset: Float {
        get { values.instanceGreenOffset }
        set { storeFinite(.instanceGreenOffset, \.instanceGreenOffset, newValue, newValue.isFinite) }
    }

    open var instanceBlueOffset: Float {
        get { values.instanceBlueOffset }
        set { storeFinite(.instanceBlueOffset, \.instanceBlueOffset, newValue, newValue.isFinite) }
    }

    open var instanceAlphaOffset: Float {
        get { values.instanceAlphaOffset }
        set { storeFinite(.instanceAlphaOffset, \.instanceAlphaOffset, newValue, newValue.isFinite) }
    }

    /// The header's defaults for the replicator keys (one instance, no delay, identity, opaque white, zero
    /// offsets, flat), then CALayer's.
    open override class func defaultValue(forKey key: String) -> Any? {
        guard let p = LayerProperty.named(key), p.family == .replicator else { return super.defaultValue(forKey: key) }
        return LayerModel().anyValue(of: p)
    }

    /// With preservesDepth, hit testing passes over the replicator to its sublayers in 3-D as over a transform
    /// layer (CAReplicatorLayer.h: "the standard restrictions on rendering a transform layer apply").
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        preservesDepth ? hitTestPreservingDepth(p) : super.hitTest(p)
    }

    /// The commit measures the sublayer range the render thread copies (RenderTreeBuilder).
    override func renderSubclass(tracks: [AnimationTrack]) -> RenderSubclass? { .replicator(RenderReplicator()) }

    // MARK: Storing (DECISIONS 12: non-finite numbers are refused once)

    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    private func storeInstanceCount(_ n: Int) {
        if n < 0 {
            EngineDiagnostics.report("CAReplicatorLayer\(nameForMessages).instanceCount: \(n) is negative; the "
                + "replicator draws no instances until it is set to 1 or more.")
        } else if n > CAReplicatorLayer.maximumDrawnInstances {
            EngineDiagnostics.report("CAReplicatorLayer\(nameForMessages).instanceCount: \(n) is more than the "
                + "\(CAReplicatorLayer.maximumDrawnInstances) instances drawn; the rest are not drawn. Use fewer "
                + "instances or nest replicators.")
        }
        update(.instanceCount, \.instanceCount, n)
    }

    private func storeFinite<T: Equatable>(_ p: LayerProperty, _ field: WritableKeyPath<LayerModel, T>, _ value: T,
                                           _ isFinite: Bool) {
        guard isFinite else {
            return EngineDiagnostics.report("CAReplicatorLayer\(nameForMessages).\(p.key): \(value) is not finite; "
                + "the value was ignored.")
        }
        update(p, field, value)
    }
}
