// UIView block completions through a real main run loop (the path an app takes, no test draining): the test's
// thread (the main actor's, as UIView is), made the main loop's thread, hosts a view in a headless CARenderer driven
// by a CADisplayLink, in real time. A long
// block is interrupted by a short one on the same property; the first completion must say finished = false, the
// second true, each once, the interrupted one first.
import QuartzCore
import Foundation
import UIKit
import MediaTimeTestSupport
import RunLoopCore
import Testing

@MainActor @Suite("UIView completions on the main run loop", .serialized)
struct UIViewCompletionRunLoopTests {
    @Test("an interrupted block completes with false and the interrupting one with true, once each, in that order")
    func interruptedThenFinished() throws {
        let log = try #require(MediaTimeTestLock.run { Self.runScenario(limit: 10) })
        #expect(log == ["first false", "second true"], "\(log)")
    }

    /// Runs the scenario on the main actor's thread, which becomes the main run loop's; nil if it never returned.
    private static func runScenario(limit: Double) -> [String]? {
        let box = LogBox()
        do {
            EventRunLoop.markCurrentAsMain()
            let loop = EventRunLoop.current
            let renderer = CARenderer()
            renderer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            let root = CALayer()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSublayer(view.layer)
            renderer.layer = root
            CATransaction.flush()

            var started: CFTimeInterval?
            var interrupted = false
            let link = CADisplayLink { link in
                renderer.beginFrame(atTime: link.targetTimestamp)
                renderer.render()
                renderer.endFrame()
                // Interrupt the first block once it has been running for a while.
                if let begin = started, !interrupted, link.targetTimestamp >= begin + 0.15 {
                    interrupted = true
                    UIView.animate(withDuration: 0.2, animations: { view.alpha = 1 },
                                   completion: { box.add("second \($0)") })
                }
            }
            link.add(to: loop, forMode: .common)
            UIView.animate(withDuration: 5, animations: { view.alpha = 0 }, completion: { box.add("first \($0)") })
            started = CACurrentMediaTime()

            let deadline = CACurrentMediaTime() + limit
            while box.count < 2, CACurrentMediaTime() < deadline {
                _ = loop.run(mode: .default, for: 0.05, returnAfterSourceHandled: false)
            }
            // A few more passes: a completion delivered twice would show up now.
            _ = loop.run(mode: .default, for: 0.1, returnAfterSourceHandled: false)
            link.invalidate()
            renderer.layer = nil
            CATransaction.flush()
        }
        return box.entries
    }
}

/// The completion log, written on the scenario's thread and read by the test's.
private final class LogBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ entry: String) { lock.lock(); items.append(entry); lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return items.count }
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
