// UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:) and
// addAnimations(_:delayFactor:) (UIViewPropertyAnimator.h): the first makes and starts an animator with the options'
// curve after the delay; the second starts a block delayFactor of the way through the duration (inactive) or of the
// remaining time (active), the property standing at its start value until then.
import QuartzCore
import Foundation
import UIKit
import Testing

@MainActor @Suite("UIViewPropertyAnimator running and delay factors", .serialized)
struct UIViewPropertyAnimatorRunningTests {
    private func x(_ host: ViewTestHost, _ view: UIView) -> Double {
        number(host.presented(view.layer, "position.x")) ?? .nan
    }

    @Test("runningPropertyAnimator starts at once with the options' curve and completes with .end")
    func runningAnimatorStartsWithTheOptionsCurve() throws {
        try withViewHost { host in
            let view = host.view()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: { view.center = CGPoint(x: 250, y: 50) }, completion: { positions.append($0) })
            #expect(animator.state == .active && animator.isRunning)
            let installed = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
            #expect(installed.timingFunction == CAMediaTimingFunction(name: .linear))
            host.advance(to: 0.5)
            #expect(abs(x(host, view) - 150) < 0.01)
            host.advance(to: 1.0)
            #expect(positions == [.end] && animator.state == .inactive)
        }
    }

    @Test("runningPropertyAnimator with a delay stands still until the delay has passed")
    func runningAnimatorWaitsForItsDelay() {
        withViewHost { host in
            let view = host.view()
            _ = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: .curveLinear,
                animations: { view.center = CGPoint(x: 250, y: 50) })
            host.advance(to: 0.25)
            #expect(abs(x(host, view) - 50) < 0.01)
            host.advance(to: 1.0)
            #expect(abs(x(host, view) - 150) < 0.01)
        }
    }

    @Test("a block added with delayFactor 0.5 before the start moves only in the second half")
    func delayFactorBeforeTheStart() {
        withViewHost { host in
            let view = host.view()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ view.center = CGPoint(x: 250, y: 50) }, delayFactor: 0.5)
            animator.startAnimation()
            host.advance(to: 0.25)
            #expect(abs(x(host, view) - 50) < 0.01)
            host.advance(to: 0.75)
            #expect(abs(x(host, view) - 150) < 0.01)  // halfway through its 0.5 s
            host.advance(to: 1.0)
            #expect(animator.state == .inactive && view.center.x == 250)
        }
    }

    @Test("a block added with delayFactor 0.5 while running waits half the remaining time")
    func delayFactorWhileRunning() {
        withViewHost { host in
            let view = host.view()
            let other = host.view()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { other.alpha = 0 }
            animator.startAnimation()
            host.advance(to: 0.2)
            animator.addAnimations({ view.center = CGPoint(x: 250, y: 50) }, delayFactor: 0.5)
            // Remaining 0.8 s: the block waits 0.4 s and runs the last 0.4 s.
            host.advance(to: 0.5)
            #expect(abs(x(host, view) - 50) < 0.01)
            host.advance(to: 0.8)
            #expect(abs(x(host, view) - 150) < 0.01)
        }
    }
}
