// DescriptorPoll: the one place that calls poll(2), used by both clocks (spec §10.3 step 8, "Sleep").

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum DescriptorPoll {
    /// Polls `descriptors` for up to `timeoutMilliseconds` (-1 = forever, 0 = just look).
    /// Returns the number of descriptors with events; 0 on timeout or on an interrupted call, so callers
    /// re-check their deadline and poll again rather than trusting one poll to last the whole wait.
    static func wait(_ descriptors: UnsafeMutableBufferPointer<pollfd>, timeoutMilliseconds: Int32) -> Int {
        for index in descriptors.indices { descriptors[index].revents = 0 }
        let result = poll(descriptors.baseAddress, nfds_t(descriptors.count), timeoutMilliseconds)
        if result >= 0 { return Int(result) }
        if errno != EINTR {
            RunLoopGlobals.diagnostics.reportOnce(
                "poll() failed with errno \(errno); the run loop treats it as a spurious wake-up.")
        }
        return 0
    }

    /// True when the descriptor at `index` reported something the loop must act on.
    static func isReady(_ descriptor: pollfd) -> Bool {
        descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
