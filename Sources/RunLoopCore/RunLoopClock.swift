// RunLoopClock: the run loop's time base and its way of sleeping (spec §10.3 step 8, §10.5).
// The default is CLOCK_MONOTONIC seconds, the same base as CACurrentMediaTime(); tests use
// ManualRunLoopClock so that time only moves when the loop sleeps or the test says so.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public protocol RunLoopClock: Sendable {
    /// The current time in seconds.
    func now() -> Double

    /// Blocks until `deadline` (seconds on this clock) or until one of `descriptors` has an event,
    /// whichever comes first, and leaves each descriptor's `revents` filled in.
    /// `deadline` may be `-infinity` (just look, never wait) or `+infinity` (wait for an event only).
    /// Contract the run loop relies on: when no descriptor has an event on return, `now() >= deadline`.
    /// An idle wait must not use CPU.
    func sleep(until deadline: Double, polling descriptors: UnsafeMutableBufferPointer<pollfd>)
}
