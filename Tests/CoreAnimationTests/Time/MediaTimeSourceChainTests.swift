// The installed media time source is called as it was given, however often the clock is read (spec §3.2). A
// function type kept in a generic lock's value and read through its `inout` closure came back wrapped in two
// more reabstraction thunks on every read, so the drawing soak slowed frame by frame and crashed at exit
// releasing a chain of hundreds of thousands of thunks. The probe below measures how deep in the stack the
// source runs below its caller: that distance must not grow with the number of reads.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import CoreAnimation

@Suite("Media time source is not re-wrapped per read (spec 3.2)", .serialized)
struct MediaTimeSourceChainTests {
    @Test("The source runs at the same stack depth below CACurrentMediaTime after 10,000 reads as at the first")
    func sourceDepthStaysFlatAcrossReads() {
        MediaTimeTestLock.run {
            let probe = StackProbe()
            CASetMediaTimeSource {
                probe.record(currentStackAddress())
                return 42
            }
            let first = probe.depthBelowCaller { CACurrentMediaTime() }
            for _ in 0..<10_000 { _ = CACurrentMediaTime() }
            let later = probe.depthBelowCaller { CACurrentMediaTime() }
            #expect(first > 0)
            #expect(later == first, "the source ran \(later - first) bytes deeper after 10,000 reads")
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
                probe.record(currentStackAddress())
                return 1
            }
            let first = probe.depthBelowCaller { CACurrentMediaTime() }
            for _ in 0..<1_000 { _ = CACurrentMediaTime() }
            #expect(probe.depthBelowCaller { CACurrentMediaTime() } == first)
            CASetMediaTimeSource(nil)
        }
    }
}

/// Where the media time source last ran on the stack.
private final class StackProbe: @unchecked Sendable {
    private var address: UInt = 0

    func record(_ address: UInt) { self.address = address }

    /// How many bytes below the caller's frame the source ran during `read` (the stack grows down).
    func depthBelowCaller(_ read: () -> Double) -> Int {
        let caller = currentStackAddress()
        _ = read()
        return Int(bitPattern: caller &- address)
    }
}

/// The address of a local in the calling frame: a marker of the current stack depth.
@inline(never)
private func currentStackAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}
