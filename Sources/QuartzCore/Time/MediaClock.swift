// The engine's absolute time base (spec §3.2): CLOCK_MONOTONIC seconds, or a source installed by
// CASetMediaTimeSource so that tests, recordings and benchmarks drive time deterministically.
import Foundation
import Synchronization

/// Reads the optional replacement time source (EngineGlobals.mediaTimeSource) or the monotonic clock.
enum MediaClock {
    static func setSource(_ newSource: (@Sendable () -> CFTimeInterval)?) {
        let boxed = newSource.map(MediaTimeSource.init)
        EngineGlobals.mediaTimeSource.withLock {
            $0 = boxed
            EngineGlobals.mediaTimeSourceInstalled.store(boxed != nil, ordering: .releasing)
        }
    }

    static func now() -> CFTimeInterval {
        // No lock while no source is installed (EngineGlobals.mediaTimeSourceInstalled).
        guard EngineGlobals.mediaTimeSourceInstalled.load(ordering: .acquiring) else { return monotonicSeconds() }
        // Called outside the lock: a source may itself read the clock.
        if let current = EngineGlobals.mediaTimeSource.withLock({ $0 }) { return current.read() }
        return monotonicSeconds()
    }

    /// CLOCK_MONOTONIC in seconds: does not jump with wall-clock changes, as mach_absolute_time on Apple.
    static func monotonicSeconds() -> CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) * 1e-9
    }
}
