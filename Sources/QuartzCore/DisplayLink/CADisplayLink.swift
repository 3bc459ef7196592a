// CADisplayLink (API.md "Rendering contexts and frames"; spec §9): calls its handler once per display frame on
// the run loop it was added to, with the frame's time in `timestamp`, the next frame's in `targetTimestamp`.
// This file holds the state and the public properties; +RunLoop schedules the frame timer, +FrameRate picks the
// vsync step for a preferred rate.
//
// Delivery (spec §9 "Linux: a monotonic timer at the display's refresh period"): a repeating RunLoopTimer on the
// frame grid, in the loop's clock (CLOCK_MONOTONIC, the base of CACurrentMediaTime, in production). Its fire dates
// are absolute grid points, so sleep overshoot never accumulates; the run loop's grid rule skips missed frames
// instead of replaying them (spec §9 "no catch-up"); it runs in the pass's "handle what woke the loop" step,
// right after AfterWaiting, where a source1 would; and on a ManualRunLoopClock the link is deterministic. A
// separate clock thread posting a port source was the alternative; it would add a thread and a lock hand-off
// per frame and could not be driven by a manual clock.
//
// Use a link from the thread of the loop it is added to, as on Apple's platforms.
import RunLoopCore

/// A timer synchronised with the display's refresh, delivered on a run loop.
open class CADisplayLink {
    var handler: ((CADisplayLink) -> Void)?
    var runLoop: EventRunLoop?
    var modes: [RunLoopMode] = []
    var timer: RunLoopTimer?
    var isInvalidated = false
    /// The first grid date of the current timer: later fires are `gridOrigin + n × interval`.
    var gridOrigin: Double = 0
    var frameStep = 1
    var rangeStorage = CAFrameRateRange.default
    var pausedStorage = false
    var timestampStorage: CFTimeInterval = 0
    var targetTimestampStorage: CFTimeInterval = 0
    var durationStorage: CFTimeInterval = 0

    /// Makes a link that calls `handler` once per frame once added to a run loop. Linux has no selectors, so the
    /// target/selector pair of Apple's initializer is a closure; it is released by `invalidate()`.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts calling the handler every frame while `runLoop` runs `mode`. A link belongs to one run loop only;
    /// it may be added in several of that loop's modes. While added, the loop retains the link.
    open func add(to runLoop: EventRunLoop, forMode mode: RunLoopMode) {
        attach(to: runLoop, mode: mode)
    }

    /// Stops firing in `mode`; removed from its last mode, the loop releases the link, which may be added to a
    /// loop again.
    open func remove(from runLoop: EventRunLoop, forMode mode: RunLoopMode) {
        detach(from: runLoop, mode: mode)
    }

    /// Removes the link from every mode and releases the handler (and what it captured). For good: an
    /// invalidated link cannot be added again.
    open func invalidate() {
        tearDown()
    }

    /// The display's refresh rate in Hz (60 unless the host sets the real one). Links pick it up when they are
    /// next scheduled (added, resumed or given a new preferred rate).
    package static var nativeFramesPerSecond: Double {
        get { DisplayLinkNativeRate.framesPerSecond }
        set { DisplayLinkNativeRate.framesPerSecond = newValue }
    }

    /// The time of the frame this callback is for (the loop clock's seconds, CACurrentMediaTime's base); 0 before
    /// the first callback.
    open var timestamp: CFTimeInterval { timestampStorage }

    /// When the next frame is shown: draw for this time. `targetTimestamp − timestamp` is the link's actual frame
    /// interval (spec §9), `duration` times the vsync step.
    open var targetTimestamp: CFTimeInterval { targetTimestampStorage }

    /// The display's refresh interval (1 / native rate); 0 before the first callback, as Apple leaves it undefined.
    open var duration: CFTimeInterval { durationStorage }

    /// When true the link does not fire (and does not wake its loop). Initially false.
    open var isPaused: Bool {
        get { pausedStorage }
        set {
            guard newValue != pausedStorage else { return }
            pausedStorage = newValue
            if newValue { unscheduleTimer() } else { scheduleTimerIfNeeded() }
        }
    }

    /// 0 (the default) means the native rate. Setting it sets `preferredFrameRateRange` to
    /// minimum = maximum = preferred = the value (spec §9).
    open var preferredFramesPerSecond: Int {
        get { Int((rangeStorage.preferred ?? 0).rounded()) }
        set {
            guard newValue >= 0 else {
                EngineDiagnostics.report(
                    "CADisplayLink.preferredFramesPerSecond = \(newValue) ignored: pass 0 for the native rate or a "
                        + "positive number of frames per second.")
                return
            }
            let rate = Float(newValue)
            preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
        }
    }

    /// The rates the link would like; `.default` means native. An invalid range (minimum > maximum, preferred
    /// outside the range, negative, NaN or infinite values) is reported once and the previous range is kept.
    open var preferredFrameRateRange: CAFrameRateRange {
        get { rangeStorage }
        set {
            if let reason = newValue.invalidityReason {
                EngineDiagnostics.report(
                    "CADisplayLink.preferredFrameRateRange: invalid range \(newValue.diagnosticDescription): "
                        + "\(reason). The previous range is kept; pass finite values ≥ 0 with "
                        + "minimum ≤ preferred ≤ maximum, or .default for the native rate.")
                return
            }
            rangeStorage = newValue
            let step = CADisplayLink.frameStep(for: newValue, nativeRate: CADisplayLink.nativeFramesPerSecond)
            guard step != frameStep else { return }
            frameStep = step
            // The timer's interval is fixed, so a new step needs a new timer (on the same native grid).
            if timer != nil {
                unscheduleTimer()
                scheduleTimerIfNeeded()
            }
        }
    }
}
