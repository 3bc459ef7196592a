// The one-thread rule (docs/architecture.md "Threads"): a hosted tree changed on a second thread while the first
// thread's transaction holds its pending changes is said once, in debug builds (the check costs release builds
// nothing and is compiled out there). The first thread here runs no main run loop; when it does, the change traps
// instead (ThreadRuleTrapTests, in child processes).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct ThreadRuleTests {
    #if DEBUG
    @Test("changing a hosted tree on a second thread before the first thread commits is said once")
    func secondThreadBeforeCommitIsSaid() {
        let scene = HostedScene()
        let layer = CALayer()
        scene.add(layer)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5   // pending on this thread's transaction
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var messages: [String] = []
        nonisolated(unsafe) let shared = layer
        let other = Thread {
            messages = EngineDiagnostics.capture { shared.cornerRadius = 3 }
            done.signal()
        }
        other.start()
        done.wait()
        CATransaction.commit()
        CATransaction.flush()
        #expect(messages.contains { $0.contains("changed on a second thread before the first thread committed") })
    }

    @Test("a tree handed to another thread after a commit is not said to break the rule")
    func handOverAfterCommitIsQuiet() {
        let scene = HostedScene()
        let layer = CALayer()
        layer.name = "handed over"
        scene.add(layer)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var messages: [String] = ["not run"]
        nonisolated(unsafe) let shared = layer
        let other = Thread {
            messages = EngineDiagnostics.capture {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                shared.opacity = 0.25
                CATransaction.commit()
            }
            done.signal()
        }
        other.start()
        done.wait()
        #expect(messages.isEmpty)
    }
    #endif
}
