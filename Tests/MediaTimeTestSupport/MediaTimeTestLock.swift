// Test helpers for deterministic time, shared by every test target: a settable clock and one process-wide lock,
// so tests that install a media time source never overlap (Swift Testing runs suites in parallel, and all test
// targets run in one process).
import QuartzCore
import Foundation

/// A settable clock for CASetMediaTimeSource.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Double

    public init(now: Double) { value = now }

    public var now: Double {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}

/// Serialises tests that change process-wide engine state: the media time source (CASetMediaTimeSource), the
/// action-search observer, the stress scene's layer count, which thread runs the main run loop (callbacks are
/// delivered there). Recursive, so helpers that take it can nest.
public enum MediaTimeTestLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` alone among media-time tests, with a test clock installed at `start`; restores the real clock.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer {
            CASetMediaTimeSource(nil)
            lock.unlock()
        }
        return try body()
    }

    /// Installs a fresh clock at `start` and runs `body` with it.
    public static func withClock<T>(at start: Double, _ body: (TestClock) throws -> T) rethrows -> T {
        try run {
            let clock = TestClock(now: start)
            CASetMediaTimeSource { clock.now }
            return try body(clock)
        }
    }
}
