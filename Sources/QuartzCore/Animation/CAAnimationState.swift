// The stored state of a CAAnimation (spec §3.1 defaults, §7.5): one struct, so that copying an animation for
// `add(_:forKey:)` is a single assignment per class level instead of a chain of property setters, each with its
// own frozen check and exclusivity check. The `open` properties of CAAnimation read and write it.
import Foundation

struct CAAnimationState {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
    /// nil means linear pacing.
    var timingFunction: CAMediaTimingFunction?
    /// Held strongly for the lifetime of the animation, as Apple's.
    var delegate: (any CAAnimationDelegate)?
    var isRemovedOnCompletion = true
    var preferredFrameRateRange: CAFrameRateRange = .default
}
