// The inspector's action-search log, fed by the engine's CALayer.actionSearchObserver while scenes run: which
// stage answered each change (built-in, disabled, actions dictionary, defaultAction, delegate), for its own tree only.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("action-search log", .serialized)
struct ActionSearchLogTests {
    @Test("disabled-actions scene: the implicit move is answered by the built-in stage, the disabled one by 'disabled'")
    func disabledAndBuiltIn() {
        withHarness(DisabledActionsScene.self) { harness, scene in
            scene.implicitLayer.name = "implicit"
            scene.disabledLayer.name = "disabled"
            let log = ActionSearchLog()
            log.install(watching: harness.root)
            defer { log.uninstall() }
            harness.schedule(.click(CGPoint(x: 400, y: 100)), at: 0)
            harness.advance(to: 0)
            #expect(log.lines.contains("position: builtIn (CALayer \"implicit\")"))
            #expect(log.lines.contains("position: disabled (CALayer \"disabled\")"))
        }
    }

    @Test("push-transitions scene: one click is answered by the actions dictionary, the delegate and defaultAction")
    func transitionStages() {
        withHarness(PushTransitionScene.self) { harness, _ in
            let log = ActionSearchLog()
            log.install(watching: harness.root)
            defer { log.uninstall() }
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.advance(to: 0)
            let stages = log.entries.map { "\($0.key) \($0.stage)" }
            #expect(stages.contains("backgroundColor actions"))
            #expect(stages.contains("contents delegate"))
            #expect(stages.contains("contents defaultAction"))
        }
    }

    @Test("another thread's hosted tree, changed while the log is installed, is not logged (the hook is process-wide)")
    func anotherThreadsTreeIsNotLogged() {
        withHarness(DisabledActionsScene.self) { harness, scene in
            scene.implicitLayer.name = "implicit"
            let log = ActionSearchLog()
            log.install(watching: harness.root)
            defer { log.uninstall() }
            let done = DispatchSemaphore(value: 0)
            let worker = Thread {
                let host = RenderContextHost(), root = CALayer(), foreign = CALayer()
                foreign.name = "foreign"
                root.addSublayer(foreign)
                host.host(root)
                CATransaction.flush()
                for step in 0..<20 {
                    foreign.position = CGPoint(x: step, y: step)   // an implicit move: the built-in stage answers
                    CATransaction.flush()
                }
                done.signal()
            }
            worker.start()
            done.wait()
            harness.schedule(.click(CGPoint(x: 400, y: 100)), at: 0)
            harness.advance(to: 0)
            #expect(!log.lines.contains { $0.contains("\"foreign\"") }, "\(log.lines)")
            #expect(log.lines.contains("position: builtIn (CALayer \"implicit\")"))
        }
    }
}
