// A media-time source that only moves when told to: screenshots and replays render the same frames every run.
// The render and main threads read it (CASetMediaTimeSource), the harness sets it: the time sits behind a LockedState.
import Foundation
import QuartzCore

package final class ManualMediaClock: Sendable {
    private let time: LockedState<Double>

    package init(start: Double) { time = LockedState(start) }

    package var now: Double { time.withLock { $0 } }

    package func set(_ value: Double) {
        time.withLock { $0 = value }
    }
}
