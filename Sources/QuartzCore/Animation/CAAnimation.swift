// CAAnimation (API.md; spec §7.1, §7.5): the abstract animation with CAMediaTiming, timing function, delegate
// and removal flag. Added animations are frozen copies: a setter on a frozen animation is reported once and the
// change ignored (Apple raises CAAnimationImmutable; this engine never traps).
import Foundation

open class CAAnimation: CAMediaTiming, CAAction {
    /// True once this object is the stored copy inside a layer (spec §7.5).
    /// Unchecked exclusivity, for the reason given at `state` (read by every setter, written by `add`).
    @exclusivity(unchecked) package internal(set) var isFrozen = false

    public required init() {}

    /// Every stored property, in one value (CAAnimationState.swift). Unchecked exclusivity: an animation
    /// object, like a layer, is used from one thread at a time, and its accessors copy in and out, so no
    /// access to `state` overlaps another (the check cost ~150 instructions per set on the property-set path).
    @exclusivity(unchecked) final var state = CAAnimationState()

    // MARK: CAMediaTiming (defaults of spec §3.1)

    open var beginTime: CFTimeInterval {
        get { state.beginTime }
        set { if !rejectsChange("beginTime") { state.beginTime = newValue } }
    }
    open var duration: CFTimeInterval {
        get { state.duration }
        set { if !rejectsChange("duration") { state.duration = newValue } }
    }
    open var speed: Float {
        get { state.speed }
        set { if !rejectsChange("speed") { state.speed = newValue } }
    }
    open var timeOffset: CFTimeInterval {
        get { state.timeOffset }
        set { if !rejectsChange("timeOffset") { state.timeOffset = newValue } }
    }
    open var repeatCount: Float {
        get { state.repeatCount }
        set { if !rejectsChange("repeatCount") { state.repeatCount = newValue } }
    }
    open var repeatDuration: CFTimeInterval {
        get { state.repeatDuration }
        set { if !rejectsChange("repeatDuration") { state.repeatDuration = newValue } }
    }
    open var autoreverses: Bool {
        get { state.autoreverses }
        set { if !rejectsChange("autoreverses") { state.autoreverses = newValue } }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { state.fillMode }
        set { if !rejectsChange("fillMode") { state.fillMode = newValue } }
    }

    // MARK: CAAnimation

    /// nil means linear pacing.
    open var timingFunction: CAMediaTimingFunction? {
        get { state.timingFunction }
        set { if !rejectsChange("timingFunction") { state.timingFunction = newValue } }
    }
    /// Held strongly for the lifetime of the animation, as Apple's.
    open var delegate: (any CAAnimationDelegate)? {
        get { state.delegate }
        set { if !rejectsChange("delegate") { state.delegate = newValue } }
    }
    open var isRemovedOnCompletion: Bool {
        get { state.isRemovedOnCompletion }
        set { if !rejectsChange("isRemovedOnCompletion") { state.isRemovedOnCompletion = newValue } }
    }
    /// The frame rate the animation would like (CAAnimation.h, iOS 15). Stored and copied; the compositor draws every
    /// animation at the display link's rate, so it does not lower or raise that rate.
    open var preferredFrameRateRange: CAFrameRateRange {
        get { state.preferredFrameRateRange }
        set { if !rejectsChange("preferredFrameRateRange") { state.preferredFrameRateRange = newValue } }
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

    /// Whether a keyed archive of the animation holds `key`'s value: true, as Apple's documentation of
    /// CAAnimation.shouldArchiveValue(forKey:) gives the default ("The default implementation returns true").
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

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

    /// Copies this class's properties from `other` (of the same class: `copy()` made it from `type(of: self)`);
    /// subclasses extend it for their own state. A frozen source gives an unfrozen copy.
    func copyState(from other: CAAnimation) {
        state = other.state
    }

    /// Marks this animation (and its children, for groups) read-only.
    func freeze() {
        isFrozen = true
    }

    /// Replaces beginTime 0 with the layer-local commit time on the frozen copy (spec §3.5).
    func stampBeginTime(_ time: CFTimeInterval) {
        state.beginTime = time
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
