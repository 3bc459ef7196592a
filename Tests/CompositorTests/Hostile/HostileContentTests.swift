// Hostile but plausible input to the content layer classes and to drawing (DECISIONS 13), each case drawn through
// the real compositor offscreen in a child process of its own (ChildTestProcess) with a time limit and a 4 GiB
// address-space limit, so that a trap, a hang or an allocation past the budgets fails that case and nothing else.
// Every case once trapped, hung or ran out of memory: emitter cells listed inside themselves or shared at every
// level (copied recursively without the commit's limits), text wider than Pango's 32-bit units or kerned by 1e7,
// a message formatting a 1e20-pixel size as Int, 50,000 differently aligned paragraphs (quadratic), 100,000
// combining marks on one base, shape rasters of 16386² pixels a frame, NaN from arcs at 1e308, arcs cairo split
// without end, a 360 GB shadow blur, bitmap sizes that overflowed their byte count, and an image size check that
// overflowed itself.
import QuartzCore
import Foundation
import Testing

@Suite("Hostile content input: no trap, no hang, memory bounded", .serialized)
struct HostileContentTests {
    static let variable = "HOSTILE_CONTENT_CASE"

    /// Whether this process runs under AddressSanitizer or ThreadSanitizer (CI sets their options): their shadow
    /// memory does not fit an address-space limit, and a child per case costs minutes there. The sanitizers see
    /// content input through ContentFuzzTests, in this process; the plain run covers these cases.
    static let isSanitized: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return environment["ASAN_OPTIONS"] != nil || environment["TSAN_OPTIONS"] != nil
            || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
            || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
    }()

    @Test("each hostile input, in a child process limited to 4 GiB and 60–180 s: it exits normally and says what it refused",
          .disabled(if: HostileContentTests.isSanitized, "under a sanitizer (see isSanitized)"),
          arguments: HostileContentCase.allCases)
    func survivesInAChildProcess(_ hostile: HostileContentCase) throws {
        let outcome = try ChildTestProcess.run("HostileContentTests/runsTheCaseNamedInTheEnvironment",
                                               environment: [Self.variable: hostile.rawValue],
                                               seconds: hostile.secondsAllowed, memoryGiB: 4)
        #expect(outcome.status != nil,
                "\(hostile): still running after \(hostile.secondsAllowed) s (killed). Output:\n\(outcome.output)")
        #expect(outcome.passed, "\(hostile): the child did not pass. Output:\n\(outcome.output.suffix(4000))")
    }

    @Test("(child only) the hostile case named by HOSTILE_CONTENT_CASE",
          .enabled(if: ProcessInfo.processInfo.environment[HostileContentTests.variable] != nil))
    func runsTheCaseNamedInTheEnvironment() throws {
        let name = ProcessInfo.processInfo.environment[Self.variable] ?? ""
        let hostile = try #require(HostileContentCase(rawValue: name), "unknown case \(name)")
        try hostile.run()
    }
}
