// CAEmitterLayer (CAEmitterLayer.h; API.md "Beyond the first wave"): a layer that emits, animates and draws
// particles described by its CAEmitterCells. The model only stores the properties and cells; each commit freezes
// them into an immutable description (RenderEmitter) and the render thread computes the particles of every frame
// from it and the frame's time (ParticleSimulator), deterministically from `seed`.
import Foundation

open class CAEmitterLayer: CALayer {
    /// The layer's own properties (typed, no dictionary).
    @exclusivity(unchecked) var emitter = EmitterParameters()
    /// The cells, as set (the array is copied, the cells are shared, as Apple's `copy` property).
    var cellStorage: [CAEmitterCell]?
    /// The configurations committed so far that may still have live particles (CAEmitterLayer+Commit.swift).
    var history = EmitterHistory()

    /// The most particles one emitter layer draws in a frame; more are not drawn (said once). With llvmpipe's
    /// fill rate a frame of this many small particles already takes longer than a 60 Hz frame.
    package static let maximumParticles = 100_000
    /// The deepest nesting of sub-cells followed; deeper cells are not emitted (said once).
    package static let maximumCellDepth = 8

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitter = other.emitter
        // A presentation copy gets its own cells, so animations applied to it never reach the model's.
        cellStorage = other.cellStorage.map { CAEmitterCell.copies(of: $0, under: []) }
        history = other.history
    }

    /// The cells emitted (default nil). Each cell's own `emitterCells` are emitted by its particles.
    open var emitterCells: [CAEmitterCell]? {
        get { cellStorage }
        set {
            let pending = beginChange("emitterCells", changed: true)
            cellStorage = newValue
            endChange("emitterCells", pending)
        }
    }

    /// Multiplies every cell's birthRate (default 1). Animatable.
    open var birthRate: Float { get { Float(emitter.birthRate) } set { store(.birthRate, .scalar(Double(newValue))) } }
    /// Multiplies every cell's lifetime (default 1). Animatable.
    open var lifetime: Float { get { Float(emitter.lifetime) } set { store(.lifetime, .scalar(Double(newValue))) } }
    /// The centre of the emission shape, in the layer's coordinates (default zero). Animatable.
    open var emitterPosition: CGPoint {
        get { emitter.emitterPosition }
        set { store(.emitterPosition, .point(newValue)) }
    }
    open var emitterZPosition: CGFloat {
        get { CGFloat(emitter.emitterZPosition) }
        set { store(.emitterZPosition, .scalar(Double(newValue))) }
    }
    /// The emission shape's size (default zero). Animatable.
    open var emitterSize: CGSize { get { emitter.emitterSize } set { store(.emitterSize, .size(newValue)) } }
    open var emitterDepth: CGFloat {
        get { CGFloat(emitter.emitterDepth) }
        set { store(.emitterDepth, .scalar(Double(newValue))) }
    }
    /// The shape particles start from (default point).
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { emitter.emitterShape }
        set { storeName("emitterShape", emitter.emitterShape, newValue) { emitter.emitterShape = newValue } }
    }
    /// Where on the shape they start: its vertices, outline, surface or volume (default volume).
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { emitter.emitterMode }
        set { storeName("emitterMode", emitter.emitterMode, newValue) { emitter.emitterMode = newValue } }
    }
    /// The drawing order, or additive blending (default unordered).
    open var renderMode: CAEmitterLayerRenderMode {
        get { emitter.renderMode }
        set { storeName("renderMode", emitter.renderMode, newValue) { emitter.renderMode = newValue } }
    }
    /// Whether particles keep their z position instead of being flattened into the layer (default false).
    open var preservesDepth: Bool { get { emitter.preservesDepth } set { store(.preservesDepth, .bool(newValue)) } }
    /// Multiplies every particle's velocity, scale and spin (default 1). Animatable.
    open var velocity: Float { get { Float(emitter.velocity) } set { store(.velocity, .scalar(Double(newValue))) } }
    open var scale: Float { get { Float(emitter.scale) } set { store(.scale, .scalar(Double(newValue))) } }
    open var spin: Float { get { Float(emitter.spin) } set { store(.spin, .scalar(Double(newValue))) } }
    /// The seed of the particles' random numbers: the same seed and frame times give the same particles (default 0).
    open var seed: UInt32 { get { emitter.seed } set { store(.seed, .scalar(Double(newValue))) } }

    // MARK: Key-value coding and the subclass seams of CALayer.swift

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "emitterCells": return emitterCells
        case "emitterShape": return emitterShape
        case "emitterMode": return emitterMode
        case "renderMode": return renderMode
        default:
            guard let p = EmitterProperty.named(key) else { return super.value(forKey: key) }
            switch p {
            case .emitterPosition: return emitterPosition
            case .emitterSize: return emitterSize
            case .emitterZPosition: return emitterZPosition
            case .emitterDepth: return emitterDepth
            case .preservesDepth: return preservesDepth
            case .seed: return seed
            case .birthRate: return birthRate
            case .lifetime: return lifetime
            case .velocity: return velocity
            case .scale: return scale
            case .spin: return spin
            }
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "emitterCells":
            guard value == nil || value is [CAEmitterCell] else {
                return rejectClassValue("CAEmitterLayer", key, value, "is not [CAEmitterCell]")
            }
            emitterCells = value as? [CAEmitterCell]
        case "emitterShape", "emitterMode", "renderMode":
            guard let name = value as? String ?? (value as? CAEmitterLayerEmitterShape)?.rawValue
                    ?? (value as? CAEmitterLayerEmitterMode)?.rawValue ?? (value as? CAEmitterLayerRenderMode)?.rawValue
            else { return rejectClassValue("CAEmitterLayer", key, value, "is not a name") }
            if key == "emitterShape" { emitterShape = .init(rawValue: name) }
            if key == "emitterMode" { emitterMode = .init(rawValue: name) }
            if key == "renderMode" { renderMode = .init(rawValue: name) }
        default:
            guard let p = EmitterProperty.named(key) else { return super.setValue(value, forKey: key) }
            guard let v = AnimatableValue(any: value, kind: p.valueKind) else {
                return rejectClassValue("CAEmitterLayer", key, value, "is not a \(p.valueKind) value for this key")
            }
            store(p, v)
        }
    }

    open override func value(forKeyPath keyPath: String) -> Any? {
        guard let path = EmitterCellKeyPath(keyPath) else { return super.value(forKeyPath: keyPath) }
        guard let cell = path.cell(in: cellStorage) else { return reportUnknownCell(path, keyPath) }
        return cell.value(forKey: path.key)
    }

    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = EmitterCellKeyPath(keyPath) else { return super.setValue(value, forKeyPath: keyPath) }
        guard let cell = path.cell(in: cellStorage) else {
            _ = reportUnknownCell(path, keyPath)
            return
        }
        guard let p = EmitterCellProperty.named(path.key) else {
            // name, filters, sub-cells: stored on the cell, no animation; a commit shows them.
            let pending = beginChange(keyPath, changed: true)
            cell.setValue(value, forKey: path.key)
            endChange(keyPath, pending)
            return
        }
        guard let v = AnimatableValue(any: value, kind: p.valueKind) else {
            return cell.reject(path.key, value, "is not a \(p.valueKind) value for this key")
        }
        let old = cell.parameters.value(of: p)
        updateClassProperty(keyPath, from: old, to: v) { cell.store(p, v) }
    }

    override func classPropertyValue(forKey key: String) -> AnimatableValue? {
        if let p = EmitterProperty.named(key) { return emitter.value(of: p) }
        guard let path = EmitterCellKeyPath(key), let p = EmitterCellProperty.named(path.key),
              let cell = path.cell(in: cellStorage) else { return nil }
        return cell.parameters.value(of: p)
    }

    override func setClassPropertyValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        if let p = EmitterProperty.named(key) { return emitter.set(value, for: p) }
        guard let path = EmitterCellKeyPath(key), let p = EmitterCellProperty.named(path.key),
              let cell = path.cell(in: cellStorage) else { return false }
        return cell.parameters.set(value, for: p)
    }

    override func classPropertyIsAnimatable(_ key: String) -> Bool {
        if let p = EmitterProperty.named(key) { return p.isAnimatable }
        guard let path = EmitterCellKeyPath(key) else { return false }
        return EmitterCellProperty.named(path.key)?.isAnimatable ?? false
    }

    override func renderLayerClass(tracks: AnimationTrackList) -> RenderLayerClass? {
        .emitter(commitDescription(tracks: tracks))
    }

    // MARK: Storing

    /// Checks `v` (finite numbers only, DECISIONS 12) and stores it through the change sequence.
    private func store(_ p: EmitterProperty, _ v: AnimatableValue) {
        guard v.isFinite else {
            return rejectClassValue("CAEmitterLayer", p.rawValue, v.anyValue, "is not finite")
        }
        if case .scalar(let d) = v, d < 0, p == .birthRate || p == .lifetime {
            EngineDiagnostics.report("CAEmitterLayer\(nameForMessages).\(p.rawValue): \(d) is negative; the layer "
                + "emits nothing while it is (set 0 or more).")
        }
        let old = emitter.value(of: p)
        updateClassProperty(p.rawValue, from: old, to: v) { emitter.set(v, for: p) }
    }

    private func storeName<T: Equatable>(_ key: String, _ old: T, _ new: T, _ assign: () -> Void) {
        updateClassProperty(key, from: old, to: new, store: assign)
    }

    private func reportUnknownCell(_ path: EmitterCellKeyPath, _ keyPath: String) -> Any? {
        EngineDiagnostics.report("CAEmitterLayer\(nameForMessages): no cell named \"\(path.names.joined(separator: "."))\""
            + " for key path \"\(keyPath)\"; nothing was read or set. Name the cells (CAEmitterCell.name) the key path "
            + "goes through.")
        return nil
    }
}
