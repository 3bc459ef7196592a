// CAEmitterCell (CAEmitterCell.h; API.md "Beyond the first wave"): the definition of one kind of particle a
// CAEmitterLayer emits, with Apple's defaults, key-value coding by Objective-C key, and sub-cells (a cell's own
// `emitterCells`, emitted by each of its particles). A cell is a plain model object: the layer freezes its cells
// into an immutable description at each commit (EmitterCellDescription), so a change made on a cell after it was
// added shows from the next commit on; `CAEmitterLayer.setValue(_:forKeyPath: "emitterCells.<name>.<key>")` changes
// it and starts that commit (and its implicit animation), as Apple documents for animating cells.
import Foundation

open class CAEmitterCell: CAMediaTiming {
    /// The cell's value properties (typed, no dictionary).
    @exclusivity(unchecked) var parameters = EmitterCellParameters()
    /// Values of keys the cell does not define (KVC on an undefined key stores, as NSObject's KVC on CAEmitterCell).
    var customValues: [String: Any] = [:]

    public init() {}

    /// A copy of `cell` and of its sub-cells (presentation copies of an emitter layer), within the commit's limits:
    /// a sub-cell nested inside itself is not copied, nor cells past `CAEmitterLayer.maximumCells` or deeper than
    /// `CAEmitterLayer.maximumCellDepth` (DECISIONS 13; the commit reports them).
    package convenience init(copying cell: CAEmitterCell) {
        self.init(copyingFieldsOf: cell)
        emitterCells = cell.emitterCells.map { CAEmitterCell.copies(of: $0, under: [cell]) }
    }

    /// The cell's own values without its sub-cells.
    init(copyingFieldsOf cell: CAEmitterCell) {
        parameters = cell.parameters
        customValues = cell.customValues
        name = cell.name
        minificationFilter = cell.minificationFilter
        magnificationFilter = cell.magnificationFilter
        fillMode = cell.fillMode
        style = cell.style
    }

    /// The name key paths use: "emitterCells.<name>.birthRate" (default nil).
    open var name: String?
    /// Whether the cell emits (default true).
    open var isEnabled: Bool { get { parameters.isEnabled } set { store(.enabled, .bool(newValue)) } }
    /// Particles created per second, multiplied by the layer's birthRate (default 0). Animatable.
    open var birthRate: Float { get { float(.birthRate) } set { store(.birthRate, newValue) } }
    /// Seconds each particle lives, ± lifetimeRange, multiplied by the layer's lifetime (default 0). Animatable.
    open var lifetime: Float { get { float(.lifetime) } set { store(.lifetime, newValue) } }
    open var lifetimeRange: Float { get { float(.lifetimeRange) } set { store(.lifetimeRange, newValue) } }
    /// The emission direction's angle from the z axis (colatitude; default 0). Animatable.
    open var emissionLatitude: CGFloat { get { cg(.emissionLatitude) } set { store(.emissionLatitude, newValue) } }
    /// The emission direction's angle in the xy plane (azimuth; default 0). Animatable.
    open var emissionLongitude: CGFloat { get { cg(.emissionLongitude) } set { store(.emissionLongitude, newValue) } }
    /// The angle of the cone around the emission direction particles are spread over uniformly (default 0).
    open var emissionRange: CGFloat { get { cg(.emissionRange) } set { store(.emissionRange, newValue) } }
    /// Initial speed in points per second ± velocityRange, multiplied by the layer's velocity (default 0).
    open var velocity: CGFloat { get { cg(.velocity) } set { store(.velocity, newValue) } }
    open var velocityRange: CGFloat { get { cg(.velocityRange) } set { store(.velocityRange, newValue) } }
    /// Acceleration in points per second squared (default 0). Animatable.
    open var xAcceleration: CGFloat { get { cg(.xAcceleration) } set { store(.xAcceleration, newValue) } }
    open var yAcceleration: CGFloat { get { cg(.yAcceleration) } set { store(.yAcceleration, newValue) } }
    open var zAcceleration: CGFloat { get { cg(.zAcceleration) } set { store(.zAcceleration, newValue) } }
    /// Scale of the contents ± scaleRange, changing by scaleSpeed per second (default 1, 0, 0). Animatable.
    open var scale: CGFloat { get { cg(.scale) } set { store(.scale, newValue) } }
    open var scaleRange: CGFloat { get { cg(.scaleRange) } set { store(.scaleRange, newValue) } }
    open var scaleSpeed: CGFloat { get { cg(.scaleSpeed) } set { store(.scaleSpeed, newValue) } }
    /// Rotation in radians per second ± spinRange, multiplied by the layer's spin (default 0). Animatable.
    open var spin: CGFloat { get { cg(.spin) } set { store(.spin, newValue) } }
    open var spinRange: CGFloat { get { cg(.spinRange) } set { store(.spinRange, newValue) } }
    /// The colour the contents are multiplied by (default opaque white). Animatable.
    open var color: CGColor? {
        get { PropertyFormat.cgColor(parameters.color) }
        set { store(.color, .color(PropertyFormat.straight(newValue))) }
    }
    /// How far each component may differ from `color`, uniformly, per particle (default 0). Animatable.
    open var redRange: Float { get { float(.redRange) } set { store(.redRange, newValue) } }
    open var greenRange: Float { get { float(.greenRange) } set { store(.greenRange, newValue) } }
    open var blueRange: Float { get { float(.blueRange) } set { store(.blueRange, newValue) } }
    open var alphaRange: Float { get { float(.alphaRange) } set { store(.alphaRange, newValue) } }
    /// How fast each component changes over a particle's life, per second (default 0). Animatable.
    open var redSpeed: Float { get { float(.redSpeed) } set { store(.redSpeed, newValue) } }
    open var greenSpeed: Float { get { float(.greenSpeed) } set { store(.greenSpeed, newValue) } }
    open var blueSpeed: Float { get { float(.blueSpeed) } set { store(.blueSpeed, newValue) } }
    open var alphaSpeed: Float { get { float(.alphaSpeed) } set { store(.alphaSpeed, newValue) } }
    /// The particle's image, a CGImage (default nil: the cell's particles draw nothing). Animatable.
    open var contents: Any? {
        get { parameters.contents }
        set {
            guard newValue == nil || newValue is CGImage else {
                return reject("contents", newValue, "is not a CGImage")
            }
            store(.contents, .image(newValue as? CGImage))
        }
    }
    /// The part of the image drawn, in unit coordinates (default the unit rectangle). Animatable.
    open var contentsRect: CGRect { get { parameters.contentsRect } set { store(.contentsRect, .rect(newValue)) } }
    /// Image pixels per point (default 1).
    open var contentsScale: CGFloat { get { cg(.contentsScale) } set { store(.contentsScale, newValue) } }
    /// The filters used to draw the image smaller or larger than its size (default "linear", kCAFilterLinear).
    open var minificationFilter: String = "linear"
    open var magnificationFilter: String = "linear"
    open var minificationFilterBias: Float { get { float(.minificationFilterBias) } set { store(.minificationFilterBias, newValue) } }
    /// Cells each particle of this cell emits (default nil).
    open var emitterCells: [CAEmitterCell]?
    /// Default values for keys not set (as CALayer's style; stored, not read by the engine).
    open var style: [AnyHashable: Any]?

    // CAMediaTiming, in the emitter's time (the layer's; a sub-cell's is its parent particle's age): the cell emits
    // while its timing is in effect and its particles age on its clock; what each property does is in
    // EmitterCellClock. Duration 0 is an infinite basic duration, as for layers.
    open var beginTime: CFTimeInterval { get { parameters.beginTime } set { store(.beginTime, newValue) } }
    open var duration: CFTimeInterval { get { parameters.duration } set { store(.duration, newValue) } }
    open var speed: Float { get { float(.speed) } set { store(.speed, newValue) } }
    open var timeOffset: CFTimeInterval { get { parameters.timeOffset } set { store(.timeOffset, newValue) } }
    open var repeatCount: Float { get { float(.repeatCount) } set { store(.repeatCount, newValue) } }
    open var repeatDuration: CFTimeInterval { get { parameters.repeatDuration } set { store(.repeatDuration, newValue) } }
    open var autoreverses: Bool { get { parameters.autoreverses } set { store(.autoreverses, .bool(newValue)) } }
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The default value of `key`: Apple's documented defaults for the cell's properties, nil for other keys.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "minificationFilter", "magnificationFilter": return "linear"
        case "fillMode": return CAMediaTimingFillMode.removed
        default:
            // A fresh cell's value, typed as the property is (Float, CGFloat, CGColor, …).
            return EmitterCellProperty.named(key) == nil ? nil : CAEmitterCell().value(forKey: key)
        }
    }

    /// Whether an archiver would store `key` (every key: the engine has no archiving, Apple's default is true).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Key-value coding (Objective-C keys: "enabled", "birthRate", …)

    open func value(forKey key: String) -> Any? {
        switch key {
        case "name": return name
        case "minificationFilter": return minificationFilter
        case "magnificationFilter": return magnificationFilter
        case "emitterCells": return emitterCells
        case "style": return style
        case "fillMode": return fillMode
        default:
            guard let p = EmitterCellProperty.named(key) else { return customValues[key] }
            switch p.valueKind {
            case .scalar:
                guard case .scalar(let d) = parameters.value(of: p) else { return nil }
                if p.isCGFloat { return CGFloat(d) }
                return p.isTimeInterval ? d : Float(d)
            default: return parameters.value(of: p).anyValue
            }
        }
    }

    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "name": name = value as? String
        case "minificationFilter", "magnificationFilter":
            guard let filter = value as? String else { return reject(key, value, "is not a filter name") }
            if key == "minificationFilter" { minificationFilter = filter } else { magnificationFilter = filter }
        case "emitterCells":
            guard value == nil || value is [CAEmitterCell] else { return reject(key, value, "is not [CAEmitterCell]") }
            emitterCells = value as? [CAEmitterCell]
        case "style": style = value as? [AnyHashable: Any]
        case "fillMode":
            guard let mode = value as? CAMediaTimingFillMode else { return reject(key, value, "is not a fill mode") }
            fillMode = mode
        default:
            guard let p = EmitterCellProperty.named(key) else {
                customValues[key] = value
                return
            }
            guard let v = AnimatableValue(any: value, kind: p.valueKind) else {
                return reject(key, value, "is not a \(p.valueKind) value for this key")
            }
            store(p, v)
        }
    }

    // MARK: Storing

    /// The name used in messages.
    var nameForMessages: String { name.map { " \"\($0)\"" } ?? "" }

    /// Stores a checked value (finite numbers only, DECISIONS 12). Returns false when it was refused.
    @discardableResult
    func store(_ p: EmitterCellProperty, _ v: AnimatableValue) -> Bool {
        guard v.isFinite else {
            reject(p.rawValue, v.anyValue, "is not finite")
            return false
        }
        if case .scalar(let d) = v, d < 0, p == .birthRate || p == .lifetime || p == .contentsScale {
            EngineDiagnostics.report("CAEmitterCell\(nameForMessages).\(p.rawValue): \(d) is negative; the cell "
                + "emits nothing while it is (set 0 or more).")
        }
        return parameters.set(v, for: p)
    }

    private func store<F: BinaryFloatingPoint>(_ p: EmitterCellProperty, _ v: F) { store(p, .scalar(Double(v))) }

    private func float(_ p: EmitterCellProperty) -> Float {
        if case .scalar(let d) = parameters.value(of: p) { return Float(d) }
        return 0
    }

    private func cg(_ p: EmitterCellProperty) -> CGFloat {
        if case .scalar(let d) = parameters.value(of: p) { return CGFloat(d) }
        return 0
    }

    func reject(_ key: String, _ value: Any?, _ why: String) {
        let shown = value.map { "\($0)" } ?? "nil"
        EngineDiagnostics.report("CAEmitterCell\(nameForMessages).\(key): \(shown) \(why); the value was ignored.")
    }
}

extension EmitterCellProperty {
    /// Whether Apple's Swift interface types the property CGFloat (else Float or CFTimeInterval).
    var isCGFloat: Bool {
        switch self {
        case .emissionLatitude, .emissionLongitude, .emissionRange, .velocity, .velocityRange, .xAcceleration,
             .yAcceleration, .zAcceleration, .scale, .scaleRange, .scaleSpeed, .spin, .spinRange, .contentsScale:
            return true
        default: return false
        }
    }

    /// Whether Apple's Swift interface types the property CFTimeInterval (Double).
    var isTimeInterval: Bool { self == .beginTime || self == .duration || self == .timeOffset || self == .repeatDuration }
}
