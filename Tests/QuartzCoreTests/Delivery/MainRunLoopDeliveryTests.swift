// Animation delegate callbacks and completion blocks reach the application on the main run loop for any host
// (spec §2.5, §7.1, §7.2, §7.6; DECISIONS 7): a headless CARenderer driven by a CADisplayLink in real time, with
// nothing installed by the host. Bounded waits only (the run loop itself is under test); the assertions are about
// order, count, thread and the relation to each animation's own begin and end (in render-clock time), never
// about a time.
import Foundation
import MediaTimeTestSupport
import RunLoopCore
import Testing
@testable import QuartzCore

@Suite("Callbacks on the main run loop, for every host (spec 2.5, 7.1; DECISIONS 7)")
struct MainRunLoopDeliveryTests {
    @Test("headless CARenderer + CADisplayLink: each delegate callback and completion block arrives once, in order, on the main loop, after its animation's begin/end")
    func callbacksReachAHeadlessRendererOnTheMainRunLoop() throws {
        let outcome = try #require(MediaTimeTestLock.run { HeadlessCallbackScenario.run() })
        let log = outcome.log
        #expect(outcome.finished, "the completion block of the animations never ran: \(log.names)")
        #expect(log.entries.allSatisfy { $0.onMainLoop }, "every callback runs on the main run loop's thread")

        // DECISIONS 7: a block set in a transaction that adds no animation runs on a later turn (not inside
        // commit()), whatever ran before in the process — here on the loop's first pass, before any frame.
        let empty = try #require(log.index(of: "empty.completion"))
        #expect(log.names.filter { $0 == "empty.completion" }.count == 1)
        let emptyCommitReturned = try #require(log.index(of: "marker.emptyCommitReturned"))
        #expect(emptyCommitReturned < empty)
        #expect(empty < (log.index(of: "fade.start") ?? Int.max))

        // Nothing is called inside add or commit (spec §7.1): every animation callback comes after commit returned.
        let committed = try #require(log.index(of: "marker.animationCommitReturned"))
        let firstCallback = log.names.firstIndex { !$0.hasPrefix("marker.") && !$0.hasPrefix("empty.") }
        #expect((firstCallback ?? Int.max) > committed)

        // Header CAAnimation.h: start at the active duration's begin, stop(true) at its end, stop(false) when
        // removed or replaced; the group's own delegate hears its messages, a member's does not (spec §7.2).
        #expect(log.events(of: "fade") == ["start", "stop(true)"])
        #expect(log.events(of: "group") == ["start", "stop(true)"])
        #expect(log.events(of: "groupChild").isEmpty)
        #expect(log.events(of: "first") == ["stop(false)"])
        #expect(log.events(of: "second") == ["start", "stop(true)"])
        #expect(log.events(of: "removed") == ["start", "stop(false)"])
        #expect(log.events(of: "clearedA") == ["start", "stop(false)"])
        #expect(log.events(of: "clearedB") == ["start", "stop(false)"])

        for name in ["fade", "group", "second"] {
            let anim = try #require(outcome.delegates[name]?.animation)
            let start = try #require(log.first("\(name).start"))
            let stop = try #require(log.first("\(name).stop(true)"))
            // Spec §7.1: delivered after the render clock (the frames' target time) passes the start / the end.
            #expect(start.frameTime >= anim.beginTime, "\(name): started before a frame reached its begin time")
            #expect(stop.frameTime >= anim.beginTime + anim.duration, "\(name): stopped before a frame reached its end")
        }

        // The completion block waits for every animation it counted, finished or removed (spec §2.5).
        let completion = try #require(log.index(of: "animations.completion"))
        #expect(log.names.filter { $0 == "animations.completion" }.count == 1)
        let lastStop = try #require(log.names.lastIndex { $0.contains(".stop(") })
        #expect(completion > lastStop)
    }

    @Test("the same scenario in a fresh process: callbacks do not depend on what ran earlier in the process")
    func callbacksReachTheMainRunLoopInAFreshProcess() throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("delivery-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).log")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing",
                           "--filter", "MainRunLoopDeliveryTests/callbacksReachAHeadlessRendererOnTheMainRunLoop"]
        let handle = try FileHandle(forWritingTo: output)
        child.standardOutput = handle
        child.standardError = handle
        let exited = DispatchSemaphore(value: 0)
        child.terminationHandler = { _ in exited.signal() }
        try child.run()
        if exited.wait(timeout: .now() + 120) != .success {
            child.terminate()
            Issue.record("the child test process did not finish within 120 s")
            return
        }
        try handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(child.terminationStatus == 0, "child output:\n\(text)")
        #expect(text.contains("with 1 test") && text.contains("passed"), "child output:\n\(text)")
    }
}
