// A media-time source that only moves when told to: screenshots and replays render the same frames every run.
import Foundation

public final class ManualMediaClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double

    public init(start: Double) { time = start }

    public var now: Double {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    public func set(_ value: Double) {
        lock.lock()
        time = value
        lock.unlock()
    }
}
