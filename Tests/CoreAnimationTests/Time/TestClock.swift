// Test helpers for deterministic time: a settable clock and a process-wide lock so tests that install a media
// time source do not run at the same time (Swift Testing runs suites in parallel).
import Foundation
@testable import CoreAnimation

/// A settable clock for CASetMediaTimeSource.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Double

    init(now: Double) { value = now }

    var now: Double {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}

/// Serialises tests that replace the global media time source.
enum MediaTimeTestLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` alone among media-time tests, with a test clock installed at `start`; restores the real clock.
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer {
            CASetMediaTimeSource(nil)
            lock.unlock()
        }
        return try body()
    }

    /// Installs a fresh clock at `start` and runs `body` with it.
    static func withClock<T>(at start: Double, _ body: (TestClock) throws -> T) rethrows -> T {
        try run {
            let clock = TestClock(now: start)
            CASetMediaTimeSource { clock.now }
            return try body(clock)
        }
    }
}
