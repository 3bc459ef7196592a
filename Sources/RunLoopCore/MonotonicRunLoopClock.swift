// MonotonicRunLoopClock: the default clock, CLOCK_MONOTONIC seconds (the base of CACurrentMediaTime()),
// sleeping in poll(2) so an idle loop uses no CPU (spec §10.3 step 8).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct MonotonicRunLoopClock: RunLoopClock {
    public init() {}

    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    public func sleep(until deadline: Double, polling descriptors: UnsafeMutableBufferPointer<pollfd>) {
        while true {
            let remaining = deadline - now()
            let timeout: Int32
            if remaining <= 0 {
                timeout = 0
            } else if remaining.isInfinite {
                timeout = -1
            } else {
                // Round up so poll never wakes before the deadline; ms granularity is poll's own.
                timeout = Int32(min((remaining * 1000).rounded(.up), Double(Int32.max)))
            }
            if DescriptorPoll.wait(descriptors, timeoutMilliseconds: timeout) > 0 { return }
            if timeout == 0 || now() >= deadline { return }
        }
    }
}
