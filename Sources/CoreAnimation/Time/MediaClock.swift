// The engine's absolute time base (spec §3.2): CLOCK_MONOTONIC seconds, or a source installed by
// CASetMediaTimeSource so that tests, recordings and benchmarks drive time deterministically.
import Foundation

/// Holds the optional replacement time source behind a lock (read from the main and render threads).
enum MediaClock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var source: (@Sendable () -> CFTimeInterval)?

    static func setSource(_ newSource: (@Sendable () -> CFTimeInterval)?) {
        lock.lock()
        source = newSource
        lock.unlock()
    }

    static func now() -> CFTimeInterval {
        lock.lock()
        let current = source
        lock.unlock()
        if let current { return current() }
        return monotonicSeconds()
    }

    /// CLOCK_MONOTONIC in seconds: does not jump with wall-clock changes, as mach_absolute_time on Apple.
    static func monotonicSeconds() -> CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) * 1e-9
    }
}
