// Test helper for the display-link tests (spec §9): a run loop on a manual clock and a record of every callback
// (timestamp, targetTimestamp, duration and the loop clock's time at the callout).
import QuartzCore
import RunLoopCore

final class DisplayLinkRecorder {
    struct Frame {
        var timestamp: Double
        var targetTimestamp: Double
        var duration: Double
        var now: Double
    }

    let clock = ManualRunLoopClock(startingAt: 0)
    let loop: EventRunLoop
    var frames: [Frame] = []
    /// Called after each recorded frame with the link (tests pause, stall or invalidate from here).
    var onFrame: ((CADisplayLink, Int) -> Void)?

    init() {
        loop = EventRunLoop(clock: clock)
    }

    /// A link whose handler records into this recorder.
    func makeLink() -> CADisplayLink {
        CADisplayLink { [unowned self] link in
            self.frames.append(Frame(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp,
                                     duration: link.duration, now: self.clock.now()))
            self.onFrame?(link, self.frames.count)
        }
    }

    /// Runs the default mode until `deadline` on the manual clock.
    @discardableResult
    func run(until deadline: Double, mode: RunLoopMode = .default) -> RunLoopRunResult {
        loop.run(mode: mode, until: deadline, returnAfterSourceHandled: false)
    }

    /// Whether `time` is a whole number of 60 Hz frames (within 1e-9 s).
    static func isOnSixtyHertzGrid(_ time: Double) -> Bool {
        let frames = time * 60
        return abs(frames - frames.rounded()) * (1.0 / 60) < 1e-9
    }
}
