// The installed media time source is called as it was given, however often the clock is read (spec §3.2). A
// function type kept in a generic lock's value and read through its `inout` closure came back wrapped in two
// more reabstraction thunks on every read, so the drawing soak slowed frame by frame and crashed at exit
// releasing a chain of hundreds of thousands of thunks. The probe below counts the call-stack frames under which
// the source runs: that count must not grow with the number of reads. (Frames, not stack addresses: under
// AddressSanitizer locals live on a separate fake stack, so addresses say nothing about depth.)
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("Media time source is not re-wrapped per read (spec 3.2)", .serialized)
struct MediaTimeSourceChainTests {
    @Test("The source runs at the same stack depth below CACurrentMediaTime after 10,000 reads as at the first")
    func sourceDepthStaysFlatAcrossReads() {
        MediaTimeTestLock.run {
            let probe = StackProbe()
            CASetMediaTimeSource {
                probe.recordDepth()
                return 42
            }
            let first = probe.depth { CACurrentMediaTime() }
            for _ in 0..<10_000 { _ = CACurrentMediaTime() }
            let later = probe.depth { CACurrentMediaTime() }
            #expect(first > 0 && first < 100, "\(first) frames: Foundation lists at most 128, so growth must show below that")
            #expect(later == first, "the source ran \(later - first) frames deeper after 10,000 reads")
            #expect(CACurrentMediaTime() == 42)
        }
    }

    @Test("Replacing the source 100,000 times and reading after each leaves one source, released without trouble")
    func replacingAndReadingOftenReleasesCleanly() {
        MediaTimeTestLock.run {
            for step in 0..<100_000 {
                let value = Double(step)
                CASetMediaTimeSource { value }
                #expect(CACurrentMediaTime() == value)
            }
            let probe = StackProbe()
            CASetMediaTimeSource {
                probe.recordDepth()
                return 1
            }
            let first = probe.depth { CACurrentMediaTime() }
            for _ in 0..<1_000 { _ = CACurrentMediaTime() }
            #expect(probe.depth { CACurrentMediaTime() } == first)
            CASetMediaTimeSource(nil)
        }
    }
}

/// How many call-stack frames deep the media time source last ran on the test's own thread. Other suites run in
/// parallel and read CACurrentMediaTime while this source is installed (they do not take the lock to read): the
/// probe ignores their reads, so they neither race on `frames` (ThreadSanitizer) nor overwrite the depth measured.
private final class StackProbe: @unchecked Sendable {
    private let owner = pthread_self()
    private var frames = 0

    func recordDepth() {
        guard pthread_equal(pthread_self(), owner) != 0 else { return }
        frames = Thread.callStackReturnAddresses.count
    }

    /// The number of frames above the source while `read` ran it.
    func depth(_ read: () -> Double) -> Int {
        frames = 0
        _ = read()
        return frames
    }
}
