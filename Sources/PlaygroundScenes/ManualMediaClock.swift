// A media-time source that only moves when told to: screenshots and replays render the same frames every run.
import Foundation

package final class ManualMediaClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double

    package init(start: Double) { time = start }

    package var now: Double {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    package func set(_ value: Double) {
        lock.lock()
        time = value
        lock.unlock()
    }
}
