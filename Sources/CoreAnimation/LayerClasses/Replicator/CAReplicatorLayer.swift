// CAReplicatorLayer (API.md "Beyond the first wave"; CAReplicatorLayer.h): a layer whose sublayers are drawn
// `instanceCount` times, instance k transformed by k × instanceTransform about the layer's centre, its colours
// multiplied by instanceColor plus k × the offsets, and its animations delayed by k × instanceDelay. The model
// only stores the properties; the copies are made on the render thread from the committed tree
// (RenderTree+Replication.swift), never as layers on the main thread.
import Foundation

open class CAReplicatorLayer: CALayer {
    /// The replicator's properties (typed, no dictionary).
    @exclusivity(unchecked) var replicator = ReplicatorParameters()

    /// The most instances one replicator draws; more are stored but not drawn (said once).
    public static let maximumDrawnInstances = 10_000

    public override init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAReplicatorLayer { replicator = other.replicator }
    }

    /// The number of copies drawn, the sublayers themselves included (default 1). Animatable.
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { storeInstanceCount(newValue) }
    }

    /// Whether the sublayers (every instance of them) keep their 3-D depth and are depth-sorted together instead of
    /// being flattened into this layer's plane (default false). CAReplicatorLayer.h: when true "the standard
    /// restrictions on rendering a transform layer apply": the replicator's own background, border, shadow, mask
    /// and group opacity are ignored, as a CATransformLayer's are.
    open var preservesDepth: Bool {
        get { replicator.preservesDepth }
        set { store(.preservesDepth, .bool(newValue)) }
    }

    /// The delay in seconds between the animations of consecutive instances (default 0). Animatable.
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { store(.instanceDelay, .scalar(newValue)) }
    }

    /// The transform applied to instance k − 1 to produce instance k, about the layer's centre (default
    /// identity). Animatable.
    open var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set { store(.instanceTransform, .transform(newValue)) }
    }

    /// The colour the first instance is multiplied by (default opaque white). Animatable.
    open var instanceColor: CGColor? {
        get { PropertyFormat.cgColor(replicator.instanceColor) }
        set { store(.instanceColor, .color(PropertyFormat.straight(newValue))) }
    }

    /// Added to instance k − 1's red multiplier to give instance k's (default 0). Animatable.
    open var instanceRedOffset: Float {
        get { Float(replicator.offsets.x) }
        set { store(.instanceRedOffset, .scalar(Double(newValue))) }
    }

    open var instanceGreenOffset: Float {
        get { Float(replicator.offsets.y) }
        set { store(.instanceGreenOffset, .scalar(Double(newValue))) }
    }

    open var instanceBlueOffset: Float {
        get { Float(replicator.offsets.z) }
        set { store(.instanceBlueOffset, .scalar(Double(newValue))) }
    }

    open var instanceAlphaOffset: Float {
        get { Float(replicator.offsets.w) }
        set { store(.instanceAlphaOffset, .scalar(Double(newValue))) }
    }

    /// With preservesDepth, hit testing passes over the replicator to its sublayers in 3-D as over a transform
    /// layer (CAReplicatorLayer.h: "the standard restrictions on rendering a transform layer apply").
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        preservesDepth ? hitTestPreservingDepth(p) : super.hitTest(p)
    }

    // MARK: Key-value coding and the subclass seams of CALayer.swift

    open override func value(forKey key: String) -> Any? {
        guard let p = ReplicatorProperty.named(key) else { return super.value(forKey: key) }
        switch p {
        case .instanceCount: return instanceCount
        case .preservesDepth: return preservesDepth
        case .instanceDelay: return instanceDelay
        case .instanceColor: return instanceColor
        case .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
            return Float(value(ofProperty: p))
        default: return replicator.value(of: p).anyValue
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        guard let p = ReplicatorProperty.named(key) else { return super.setValue(value, forKey: key) }
        guard let v = AnimatableValue(any: value, kind: p.valueKind) else {
            return rejectClassValue("CAReplicatorLayer", key, value, "is not a \(p.valueKind) value for this key")
        }
        if p == .instanceCount, case .scalar(let n) = v {
            guard n.isFinite, n == n.rounded() else {
                return rejectClassValue("CAReplicatorLayer", key, value, "is not a whole number")
            }
            return storeInstanceCount(Int(max(min(n, Double(Int32.max)), Double(Int32.min))))
        }
        store(p, v)
    }

    override func classPropertyValue(forKey key: String) -> AnimatableValue? {
        ReplicatorProperty.named(key).map { replicator.value(of: $0) }
    }

    override func setClassPropertyValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        guard let p = ReplicatorProperty.named(key) else { return false }
        return replicator.set(value, for: p)
    }

    override func classPropertyIsAnimatable(_ key: String) -> Bool {
        ReplicatorProperty.named(key)?.isAnimatable ?? false
    }

    override func renderSubclass(tracks: [AnimationTrack]) -> RenderSubclass? {
        var bindings: [ClassTrackBinding<ReplicatorProperty>] = []
        for track in tracks {
            guard let keyPath = track.keyPath, keyPath.property == nil,
                  let p = ReplicatorProperty.named(keyPath.rootKey), p.isAnimatable else { continue }
            bindings.append(ClassTrackBinding(track: track, field: p))
        }
        return .replicator(RenderReplicator(parameters: replicator, bindings: bindings))
    }

    // MARK: Storing

    private func value(ofProperty p: ReplicatorProperty) -> Double {
        if case .scalar(let d) = replicator.value(of: p) { return d }
        return 0
    }

    private func storeInstanceCount(_ n: Int) {
        if n < 0 {
            EngineDiagnostics.report("CAReplicatorLayer\(nameForMessages).instanceCount: \(n) is negative; the "
                + "replicator draws no instances until it is set to 1 or more.")
        } else if n > CAReplicatorLayer.maximumDrawnInstances {
            EngineDiagnostics.report("CAReplicatorLayer\(nameForMessages).instanceCount: \(n) is more than the "
                + "\(CAReplicatorLayer.maximumDrawnInstances) instances drawn; the rest are not drawn. Use fewer "
                + "instances or nest replicators.")
        }
        store(.instanceCount, .scalar(Double(n)))
    }

    /// Checks `v` (finite numbers only, DECISIONS 12) and stores it through the change sequence.
    private func store(_ p: ReplicatorProperty, _ v: AnimatableValue) {
        guard v.isFinite else {
            return rejectClassValue("CAReplicatorLayer", p.rawValue, v.anyValue, "is not finite")
        }
        let old = replicator.value(of: p)
        updateClassProperty(p.rawValue, from: old, to: v) { replicator.set(v, for: p) }
    }
}
