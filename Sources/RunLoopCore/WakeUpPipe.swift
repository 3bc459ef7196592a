// WakeUpPipe: a non-blocking pipe used as a Mach-port stand-in (spec §10.3 step 8: the loop sleeps on
// its wake-up port and source1 ports). Linux's Glibc module exposes neither eventfd nor pipe2, so this
// is a plain pipe made non-blocking and close-on-exec with fcntl.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// @unchecked: both descriptors are immutable after init; `read(2)` and `write(2)` on a pipe are safe from any thread.
final class WakeUpPipe: @unchecked Sendable {
    /// The end the loop polls for POLLIN. -1 when the pipe could not be made.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            readDescriptor = ends[0]
            writeDescriptor = ends[1]
        } else {
            RunLoopGlobals.diagnostics.reportOnce(
                "could not create a wake-up pipe (errno \(errno)); cross-thread wake-ups will not work. "
                    + "Raise the process's open-file limit (ulimit -n).")
            readDescriptor = -1
            writeDescriptor = -1
        }
    }

    deinit {
        if readDescriptor >= 0 { close(readDescriptor) }
        if writeDescriptor >= 0 { close(writeDescriptor) }
    }

    /// Queues one message. Safe from any thread. A full pipe (64 KiB of unread messages) drops the
    /// byte but the pipe stays readable, so the loop still wakes.
    func post() {
        guard writeDescriptor >= 0 else { return }
        var byte: UInt8 = 1
        while write(writeDescriptor, &byte, 1) < 0 && errno == EINTR {}
    }

    /// Takes one queued message; false when none was queued.
    func consumeOne() -> Bool {
        guard readDescriptor >= 0 else { return false }
        var byte: UInt8 = 0
        while true {
            let count = read(readDescriptor, &byte, 1)
            if count == 1 { return true }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }

    /// Takes every queued message: a wake-up port coalesces, like CF's queue-length-1 wake port.
    func drain() {
        guard readDescriptor >= 0 else { return }
        var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        while true {
            let count = withUnsafeMutableBytes(of: &bytes) { read(readDescriptor, $0.baseAddress, $0.count) }
            if count > 0 { continue }
            if count < 0 && errno == EINTR { continue }
            return
        }
    }
}
