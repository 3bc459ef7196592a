// UIViewPropertyAnimator (UIKit, UIViewAnimating/UIViewImplicitlyAnimating): animation blocks whose view changes
// become Core Animation animations the animator controls — started, paused, scrubbed, reversed, continued with new
// timing, stopped and finished. The state and its public surface live here; the time line (where the animator is
// at a media time) in +Timeline, installing the animations in +Tracks, the state transitions in +Control.
// Misuse that UIKit raises on (finishing an animator that is not stopped, fractionComplete outside 0…1, a bad
// duration, starting a stopped animator, …) is reported once through EngineDiagnostics and changes nothing.
import QuartzCore
import Foundation

@MainActor
open class UIViewPropertyAnimator {
    /// The duration given at creation (springs made from mass/stiffness/damping run for their settling duration).
    public let duration: TimeInterval
    /// The delay of the last startAnimation(afterDelay:); 0 until then.
    public internal(set) var delay: TimeInterval = 0
    public let timingParameters: (any UITimingCurveProvider)?

    public internal(set) var state: UIViewAnimatingState = .inactive
    /// Stored; the playground's hit testing does not change during animations.
    open var isUserInteractionEnabled = true
    /// When true, a finished animator stays active (paused at its end) and does not run its completions.
    open var pausesOnCompletion = false
    /// When true (UIKit's default), a paused animator shows its animations with linear timing while scrubbed.
    open var scrubsLinearly = true {
        didSet { if state == .active && !timeline.isRunning { installAnimations() } }
    }

    // Internal state used by the extensions.
    var pendingAnimations: [() -> Void] = []
    /// Blocks added with a delay factor before the start: each starts that fraction of the way through.
    var pendingDelayedAnimations: [(delayFactor: Double, block: () -> Void)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [PropertyAnimatorTrack] = []
    var timeline = PropertyAnimatorTimeline()
    /// The timing that drives the animations now (continueAnimation may replace the original).
    var currentTiming: any UITimingCurveProvider
    var generation = 0
    var finishedTracks = 0
    var movingTracks = 0
    /// isReversed set while inactive: the animator starts at its end and runs back.
    var reversedBeforeStart = false
    var interruptibleStorage = true

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        var checked = duration
        if checked.isNaN || checked < 0 || checked.isInfinite {
            EngineDiagnostics.report(
                "UIViewPropertyAnimator: duration \(duration) is not a finite number of seconds ≥ 0; using 0 "
                    + "(the animations complete at once). Pass a positive duration.", from: "UIKit")
            checked = 0
        }
        self.duration = checked
        timingParameters = parameters
        currentTiming = parameters
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { pendingAnimations.append(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pendingAnimations.append(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { pendingAnimations.append(animations) }
    }

    /// True while active and not paused.
    open var isRunning: Bool { state == .active && timeline.isRunning }

    /// Whether the animator runs backwards, towards its start values.
    open var isReversed: Bool {
        get { timeline.isReversed }
        set { setReversed(newValue) }
    }

    /// UIKit raises when this changes on an active animator; here that is reported and ignored.
    open var isInterruptible: Bool {
        get { interruptibleStorage }
        set {
            guard state != .active else {
                reportMisuse("isInterruptible cannot change while the animator is active")
                return
            }
            interruptibleStorage = newValue
        }
    }

    /// 0 at the start, 1 at the end, linear in the animator's time; setting it scrubs a paused animator.
    open var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction(at: CACurrentMediaTime())) }
        set { scrub(to: newValue) }
    }

    /// The time the animations run for.
    var runDuration: Double {
        currentTiming.springTimingParameters?.effectiveDuration(animatorDuration: duration) ?? duration
    }

    /// Adds an animation block; run at start when inactive, for the remaining time when active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        switch state {
        case .inactive: pendingAnimations.append(animation)
        case .active: addAnimationsWhileActive(animation)
        case .stopped: reportMisuse("animations cannot be added to a stopped animator")
        }
    }

    /// Adds an animation block that starts `delayFactor` (0…1) of the way through: of the duration when the
    /// animator is inactive, of the time remaining when it is active (UIViewPropertyAnimator.h
    /// addAnimations:delayFactor:). A factor outside 0…1 is reported and clamped.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        var factor = Double(delayFactor)
        if !(0...1).contains(factor) {
            reportMisuse("addAnimations(_:delayFactor:) needs a factor in 0…1, not \(delayFactor); it was clamped")
            factor = factor.isNaN ? 0 : min(max(factor, 0), 1)
        }
        switch state {
        case .inactive: pendingDelayedAnimations.append((factor, animation))
        case .active: addAnimationsWhileActive(animation, delayFactor: factor)
        case .stopped: reportMisuse("animations cannot be added to a stopped animator")
        }
    }

    /// Adds a completion handler; they run in the order added with the final position.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// One message naming the misuse (UIKit raises an exception here); the caller changes nothing.
    func reportMisuse(_ what: String) {
        EngineDiagnostics.report(
            "UIViewPropertyAnimator: \(what) (state \(state), running \(timeline.isRunning)); nothing changed.",
            from: "UIKit")
    }
}
