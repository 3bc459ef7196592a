// CAAnimation (API.md; spec §7.1, §7.5): the abstract animation with CAMediaTiming, timing function, delegate
// and removal flag. Added animations are frozen copies: a setter on a frozen animation is reported once and the
// change ignored (Apple raises CAAnimationImmutable; this engine never traps).
import Foundation

open class CAAnimation: CAMediaTiming, CAAction {
    /// True once this object is the stored copy inside a layer (spec §7.5).
    public internal(set) var isFrozen = false

    public required init() {}

    // MARK: CAMediaTiming (defaults of spec §3.1)

    open var beginTime: CFTimeInterval = 0 {
        didSet { if rejectsChange("beginTime") { beginTime = oldValue } }
    }
    open var duration: CFTimeInterval = 0 {
        didSet { if rejectsChange("duration") { duration = oldValue } }
    }
    open var speed: Float = 1 {
        didSet { if rejectsChange("speed") { speed = oldValue } }
    }
    open var timeOffset: CFTimeInterval = 0 {
        didSet { if rejectsChange("timeOffset") { timeOffset = oldValue } }
    }
    open var repeatCount: Float = 0 {
        didSet { if rejectsChange("repeatCount") { repeatCount = oldValue } }
    }
    open var repeatDuration: CFTimeInterval = 0 {
        didSet { if rejectsChange("repeatDuration") { repeatDuration = oldValue } }
    }
    open var autoreverses = false {
        didSet { if rejectsChange("autoreverses") { autoreverses = oldValue } }
    }
    open var fillMode: CAMediaTimingFillMode = .removed {
        didSet { if rejectsChange("fillMode") { fillMode = oldValue } }
    }

    // MARK: CAAnimation

    /// nil means linear pacing.
    open var timingFunction: CAMediaTimingFunction? {
        didSet { if rejectsChange("timingFunction") { timingFunction = oldValue } }
    }
    /// Held strongly for the lifetime of the animation, as Apple's.
    open var delegate: (any CAAnimationDelegate)? {
        didSet { if rejectsChange("delegate") { delegate = oldValue } }
    }
    open var isRemovedOnCompletion = true {
        didSet { if rejectsChange("isRemovedOnCompletion") { isRemovedOnCompletion = oldValue } }
    }

    /// Apple's default for a CAAnimation key, or nil for keys without one.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "speed": return Float(1)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        case "fillMode": return CAMediaTimingFillMode.removed
        case "removedOnCompletion": return true
        default: return nil
        }
    }

    /// CAAction: an animation returned by the action search adds itself to the layer under the event key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A mutable copy of the same class with every property copied (never frozen).
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.copyState(from: self)
        return copy
    }

    /// Copies this class's properties from `other`; subclasses extend it for their own.
    func copyState(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// Marks this animation (and its children, for groups) read-only.
    func freeze() {
        isFrozen = true
    }

    /// Replaces beginTime 0 with the layer-local commit time on the frozen copy (spec §3.5).
    func stampBeginTime(_ time: CFTimeInterval) {
        let wasFrozen = isFrozen
        isFrozen = false
        beginTime = time
        isFrozen = wasFrozen
    }

    /// True (after reporting once) when `property` may not change because the animation is frozen.
    func rejectsChange(_ property: String) -> Bool {
        guard isFrozen else { return false }
        EngineDiagnostics.report(
            "\(type(of: self)).\(property) was set on an animation returned by animation(forKey:), which is "
                + "read-only (CAAnimationImmutable); the change is ignored. Copy it, change the copy and add that.")
        return true
    }
}
