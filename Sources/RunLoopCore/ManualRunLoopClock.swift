// ManualRunLoopClock: a virtual clock for deterministic tests (spec §10 reproduced without sleeping).
// Time moves only through advance(by:)/set(to:) or when the loop sleeps: a sleep jumps straight to
// its deadline (the next timer or the run deadline) unless a wake-up or port event is already pending.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// @unchecked: `time` and `hook` are read and changed only while holding `lock`.
package final class ManualRunLoopClock: RunLoopClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double
    private var hook: (@Sendable (Double) -> Void)?

    package init(startingAt time: Double = 0) {
        self.time = time
    }

    package func now() -> Double {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    /// Moves virtual time forward; negative or non-finite amounts are reported and ignored.
    package func advance(by seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else {
            RunLoopGlobals.diagnostics.reportOnce(
                "ManualRunLoopClock.advance(by: \(seconds)) ignored: pass a finite, non-negative number of seconds.")
            return
        }
        lock.lock()
        time += seconds
        lock.unlock()
    }

    /// Called with the sleep's deadline each time a loop starts to sleep on this clock, before it looks
    /// for pending events. Tests use it to act "while the loop sleeps" (signal, post, wake) on cue.
    package var onSleep: (@Sendable (Double) -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return hook }
        set { lock.lock(); hook = newValue; lock.unlock() }
    }

    package func sleep(until deadline: Double, polling descriptors: UnsafeMutableBufferPointer<pollfd>) {
        onSleep?(deadline)
        if DescriptorPoll.wait(descriptors, timeoutMilliseconds: 0) > 0 { return }
        if deadline.isInfinite && deadline > 0 {
            // Nothing will ever come due in virtual time: only a real event (another thread) can end this.
            while DescriptorPoll.wait(descriptors, timeoutMilliseconds: -1) == 0 {}
            return
        }
        lock.lock()
        time = max(time, deadline)
        lock.unlock()
    }
}
