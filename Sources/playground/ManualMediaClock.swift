// A media-time source that only moves when told to: screenshots and replays render the same frames every run.
import Foundation

final class ManualMediaClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double

    init(start: Double) { time = start }

    var now: Double {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    func set(_ value: Double) {
        lock.lock()
        time = value
        lock.unlock()
    }
}
