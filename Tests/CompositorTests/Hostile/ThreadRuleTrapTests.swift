// The one-thread rule's trap (docs/architecture.md "Threads", DECISIONS 12), each case in a child process of its
// own (ChildTestProcess), so a trap fails that case and nothing else: in a debug build, a hosted tree whose pending
// changes the main thread's transaction holds, changed on another thread, traps with one message naming the layer's
// class, the key, both threads and what to do; what the rule allows never traps (a tree handed over after a commit,
// a worker's uncommitted tree changed by the main thread, which is said once, and independent trees on many
// threads at once). Release builds compile no check, so the cases run only in debug builds. The child makes its
// test thread the main run loop's (under `swift test` on Linux the process's first thread is in dispatchMain) and
// runs each pattern inside that loop, as a window's main thread does.
import Foundation
import MediaTimeTestSupport
import QuartzCore
import RunLoopCore
import Testing

#if DEBUG
@Suite("The one-thread rule: a certain break traps in debug builds, what the rule allows does not", .serialized)
struct ThreadRuleTrapTests {
    static let variable = "THREAD_RULE_CASE"

    /// The patterns each child runs on its main run loop.
    enum Pattern: String, CaseIterable, Sendable {
        /// Breaks the rule: traps.
        case changeFromWorkerWhileMainHoldsChanges
        /// Allowed: the main thread commits, a worker changes and commits, the main thread changes it again.
        case handOverAfterMainCommits
        /// Allowed (said once, not trapped): a worker's uncommitted tree changed by the main thread.
        case mainChangesWorkersUncommittedTree
        /// Allowed: one tree per thread, the main thread's among them, changed at the same time.
        case independentTreesOnManyThreads
    }

    @Test("a tree the main thread's transaction holds, changed on a worker, traps naming the class, key and threads",
          .disabled(if: HostileContentTests.isSanitized, "under a sanitizer (see HostileContentTests.isSanitized)"))
    func changeFromAnotherThreadTraps() throws {
        let outcome = try run(.changeFromWorkerWhileMainHoldsChanges)
        #expect(outcome.status != nil && outcome.status != 0, "the child did not trap. Output:\n\(outcome.output)")
        let expected = ["Fatal error",
                        "CALayer one-thread rule: a ThreadRuleProbeLayer of a hosted tree owned by the main thread",
                        "its \"cornerRadius\" changed", "thread \"offender\"",
                        "change it on the main thread (EventRunLoop.main.perform", "DispatchQueue.main.async",
                        "CATransaction.flush()"]
        for part in expected {
            #expect(outcome.output.contains(part), "missing \"\(part)\". Output:\n\(outcome.output.suffix(3000))")
        }
    }

    @Test("what the rule allows does not trap",
          .disabled(if: HostileContentTests.isSanitized, "under a sanitizer (see HostileContentTests.isSanitized)"),
          arguments: [Pattern.handOverAfterMainCommits, .mainChangesWorkersUncommittedTree,
                      .independentTreesOnManyThreads])
    func allowedPatternsDoNotTrap(_ pattern: Pattern) throws {
        let outcome = try run(pattern)
        #expect(outcome.passed, "\(pattern): the child did not pass. Output:\n\(outcome.output.suffix(3000))")
    }

    private func run(_ pattern: Pattern) throws -> ChildTestProcess.Outcome {
        try ChildTestProcess.run("ThreadRuleTrapTests/runsThePatternNamedInTheEnvironment",
                                 environment: [Self.variable: pattern.rawValue], seconds: 120, memoryGiB: 6)
    }

    @Test("(child only) the pattern named by THREAD_RULE_CASE, inside the main run loop",
          .enabled(if: ProcessInfo.processInfo.environment[ThreadRuleTrapTests.variable] != nil))
    func runsThePatternNamedInTheEnvironment() throws {
        let name = ProcessInfo.processInfo.environment[Self.variable] ?? ""
        let pattern = try #require(Pattern(rawValue: name), "unknown pattern \(name)")
        EventRunLoop.markCurrentAsMain()
        let loop = EventRunLoop.current
        var failure: (any Error)?
        var ran = false
        loop.perform(inModes: [.common]) {
            do { try run(pattern, on: loop) } catch { failure = error }
            ran = true
            loop.stop()
            loop.wakeUp()   // the pass sleeps before it sees the stop; this ends that sleep
        }
        _ = loop.run(mode: .default, for: 60, returnAfterSourceHandled: false)
        if let failure { throw failure }
        #expect(ran, "the main run loop did not run the pattern")
    }

    /// Runs `pattern` on the main run loop's thread, inside a pass of `loop`.
    private func run(_ pattern: Pattern, on loop: EventRunLoop) throws {
        try #require(loop.isRunning && loop.isMain)
        switch pattern {
        case .changeFromWorkerWhileMainHoldsChanges:
            let tree = ProbeTree()
            CATransaction.begin()
            tree.layer.opacity = 0.5   // the main thread's transaction now holds the tree's changes
            nonisolated(unsafe) let layer = tree.layer
            let changed = DispatchSemaphore(value: 0)
            let worker = Thread {
                // The thread's system name (what the message reads); Linux keeps 15 bytes of it.
                try? "offender".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
                layer.cornerRadius = 3   // traps here
                changed.signal()
            }
            worker.start()
            changed.wait()   // the trap ends the process first: a child that gets past this fails
            Issue.record("the change on the worker did not trap")
            CATransaction.commit()
        case .handOverAfterMainCommits:
            let tree = ProbeTree()
            tree.layer.opacity = 0.5
            CATransaction.flush()
            nonisolated(unsafe) let layer = tree.layer
            runOnNewThread {
                CATransaction.begin()
                layer.opacity = 0.25
                layer.cornerRadius = 2
                CATransaction.commit()
            }
            tree.layer.opacity = 0.75
            CATransaction.flush()
            #expect(!EngineDiagnostics.hasReported(containing: "changed on a second thread"))
            #expect(tree.host.latestTree.layers.contains { $0.opacity == 0.75 })
        case .mainChangesWorkersUncommittedTree:
            nonisolated(unsafe) var workerTree: ProbeTree?
            runOnNewThread {
                let tree = ProbeTree()
                CATransaction.flush()
                tree.layer.opacity = 0.5   // held by the worker's transaction, never committed there
                workerTree = tree
            }
            let tree = try #require(workerTree)
            let messages = EngineDiagnostics.capture { tree.layer.cornerRadius = 4 }
            #expect(messages.contains { $0.contains("changed on a second thread before the first thread committed") })
        case .independentTreesOnManyThreads:
            let group = DispatchGroup()
            for _ in 0..<4 {
                DispatchQueue.global().async(group: group) { Self.changeOwnTree() }
            }
            Self.changeOwnTree()
            group.wait()
            #expect(!EngineDiagnostics.hasReported(containing: "changed on a second thread"))
        }
    }

    /// Builds a tree, changes it in 100 transactions and commits each: one thread's own tree.
    private static func changeOwnTree() {
        let tree = ProbeTree()
        for step in 0..<100 {
            CATransaction.begin()
            tree.layer.opacity = Float(step % 10) / 10
            tree.layer.position = CGPoint(x: step, y: step)
            CATransaction.commit()
        }
    }
}

/// A layer class of its own, so the trap's message shows that it names the class.
final class ThreadRuleProbeLayer: CALayer {}

/// A hosted, committed tree of one probe layer.
private struct ProbeTree {
    let host = RenderContextHost()
    let root = CALayer()
    let layer = ThreadRuleProbeLayer()

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        layer.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        root.addSublayer(layer)
        host.host(root)
        CATransaction.flush()
    }
}
#endif
