// The scenario of the main-run-loop delivery tests (issue: callbacks reach every host): a thread made the main
// run loop's thread hosts a tree in a headless CARenderer whose frames a CADisplayLink drives, in real time. It sets
// a completion block in a transaction that adds no animation before it touches any layer, then adds animations
// whose delegates must hear start / stop(true) / stop(false) (a group's own, a replaced one, a removed one, a
// removeAllAnimations) and a completion block that waits for all of them. Nothing is installed by the test: the
// run loop runs, and Core Animation delivers.
import QuartzCore
import Foundation
import RunLoopCore

enum HeadlessCallbackScenario {
    /// What the run recorded.
    struct Outcome {
        let log: CallbackLog
        let delegates: [String: LoggingAnimationDelegate]
        let finished: Bool
    }

    /// Runs the scenario on its own thread, which becomes the main run loop's thread; waits at most `limit` s.
    static func run(limit: Double = 10) -> Outcome? {
        let box = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(runOnThisThread(limit: limit))
            done.signal()
        }
        thread.start()
        guard done.wait(timeout: .now() + limit + 5) == .success else { return nil }
        return box.get()
    }

    private static func runOnThisThread(limit: Double) -> Outcome {
        EventRunLoop.markCurrentAsMain()
        let loop = EventRunLoop.current
        let log = CallbackLog()

        // A completion block in an explicit transaction that adds nothing, before this thread touched a layer.
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.add("empty.completion") }
        CATransaction.commit()
        log.add("marker.emptyCommitReturned")

        let renderer = CARenderer()
        renderer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let root = CALayer()
        let fading = CALayer(), grouped = CALayer(), replaced = CALayer(), removed = CALayer(), cleared = CALayer()
        for layer in [fading, grouped, replaced, removed, cleared] { root.addSublayer(layer) }
        renderer.layer = root
        CATransaction.flush()

        var delegates: [String: LoggingAnimationDelegate] = [:]
        func delegate(_ name: String) -> LoggingAnimationDelegate {
            let made = LoggingAnimationDelegate(name, log: log)
            delegates[name] = made
            return made
        }
        func opacity(_ duration: CFTimeInterval, _ name: String?) -> CABasicAnimation {
            let anim = CABasicAnimation(keyPath: "opacity")
            anim.fromValue = 0.0
            anim.toValue = 1.0
            anim.duration = duration
            if let name { anim.delegate = delegate(name) }
            return anim
        }

        var removalDone = false
        let link = CADisplayLink { link in
            renderer.beginFrame(atTime: link.targetTimestamp)
            renderer.render()
            renderer.endFrame()
            log.frameDrawn(at: link.targetTimestamp)
            // Once the long animations have been running for a while, remove them (stop(false) after start).
            if !removalDone, let begin = delegates["removed"]?.animation?.beginTime,
               link.targetTimestamp >= begin + 0.1 {
                removalDone = true
                removed.removeAnimation(forKey: "long")
                cleared.removeAllAnimations()
            }
        }
        link.add(to: loop, forMode: .common)

        CATransaction.begin()
        CATransaction.setCompletionBlock { log.add("animations.completion") }
        fading.add(opacity(0.2, "fade"), forKey: "fade")
        let group = CAAnimationGroup()
        group.animations = [opacity(0.5, "groupChild")]   // a member's delegate is ignored (spec §7.2)
        group.duration = 0.15
        group.delegate = delegate("group")
        grouped.add(group, forKey: "group")
        replaced.add(opacity(1, "first"), forKey: "k")
        replaced.add(opacity(0.1, "second"), forKey: "k")   // replaces "first": stop(false), never started
        removed.add(opacity(5, "removed"), forKey: "long")
        cleared.add(opacity(5, "clearedA"), forKey: "a")
        cleared.add(opacity(5, "clearedB"), forKey: nil)
        CATransaction.commit()
        log.add("marker.animationCommitReturned")

        let deadline = CACurrentMediaTime() + limit
        while log.first("animations.completion") == nil, CACurrentMediaTime() < deadline {
            _ = loop.run(mode: .default, for: 0.05, returnAfterSourceHandled: false)
        }
        let finished = log.first("animations.completion") != nil
        // A few more passes: anything delivered twice would show up now.
        _ = loop.run(mode: .default, for: 0.1, returnAfterSourceHandled: false)
        link.invalidate()
        renderer.layer = nil
        CATransaction.flush()
        return Outcome(log: log, delegates: delegates, finished: finished)
    }
}

private final class OutcomeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var outcome: HeadlessCallbackScenario.Outcome?
    func set(_ value: HeadlessCallbackScenario.Outcome) { lock.lock(); outcome = value; lock.unlock() }
    func get() -> HeadlessCallbackScenario.Outcome? { lock.lock(); defer { lock.unlock() }; return outcome }
}
