// The inspector's action-search log, fed by the engine's CALayer.actionSearchObserver while scenes run: which
// stage answered each change (built-in, disabled, actions dictionary, defaultAction, delegate).
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
            log.install()
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
            log.install()
            defer { log.uninstall() }
            harness.schedule(.click(CGPoint(x: 5, y: 5)), at: 0)
            harness.advance(to: 0)
            let stages = log.entries.map { "\($0.key) \($0.stage)" }
            #expect(stages.contains("backgroundColor actions"))
            #expect(stages.contains("contents delegate"))
            #expect(stages.contains("contents defaultAction"))
        }
    }
}
