// The CAMediaTiming protocol (API.md; spec §3.1): the timing properties shared by layers and animations.

/// Timing of a layer or animation relative to its parent's time space (spec §3.3–3.4).
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
