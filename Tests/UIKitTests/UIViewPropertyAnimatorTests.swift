// UIViewPropertyAnimator against UIKit's documentation: the animation each initializer installs (class, keyPath,
// duration, timing), the state transitions inactive → active → inactive / stopped, completion positions, linear and
// curved scrubbing of a paused animator, reversing, continuing with a duration factor, pausesOnCompletion, delays,
// blocks added while running, and misuse (one message, no state change). Presentation values are compared within
// 0.01 pt of 200: the engine evaluates layer times near media time 1000 with about 1e-5 s of rounding.
import QuartzCore
import Foundation
import UIKit
import Testing

@MainActor @Suite("UIViewPropertyAnimator", .serialized)
struct UIViewPropertyAnimatorTests {
    /// A view at x = 50 moved to x = 250 by `animator` (distance 200).
    private func mover(_ host: ViewTestHost, _ make: (@escaping () -> Void) -> UIViewPropertyAnimator)
        -> (UIView, UIViewPropertyAnimator) {
        let view = host.view()
        let animator = make { view.center = CGPoint(x: 250, y: 50) }
        return (view, animator)
    }

    /// The completion positions an animator reported, in order.
    private final class PositionLog {
        var positions: [UIViewAnimatingPosition] = []
    }

    /// A 1 s linear animator moving a view from x = 50 to 250, whose completions are logged.
    private func linearMover(_ host: ViewTestHost) -> (UIView, UIViewPropertyAnimator, PositionLog) {
        let (view, animator) = mover(host) { UIViewPropertyAnimator(duration: 1, curve: .linear, animations: $0) }
        let log = PositionLog()
        animator.addCompletion { log.positions.append($0) }
        return (view, animator, log)
    }

    private func x(_ host: ViewTestHost, _ view: UIView) -> Double {
        number(host.presented(view.layer, "position.x")) ?? .nan
    }

    @Test("init(duration:curve:) runs inactive → active → inactive, linear in time, completion .end once")
    func lifecycle() throws {
        try withViewHost { host in
            let (view, animator, log) = linearMover(host)
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(view.center.x == 50)   // blocks run when the animator starts
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            let installed = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
            #expect(installed.keyPath == "position" && installed.duration == 1)
            #expect(installed.timingFunction == CAMediaTimingFunction(name: .linear))
            #expect(view.center.x == 250)
            host.advance(to: 0.25)
            #expect(abs(x(host, view) - 100) < 0.01)
            #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
            host.advance(to: 1.0)
            #expect(log.positions == [.end])
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(view.layer.animationKeys() == nil && view.center.x == 250)
        }
    }

    @Test("each initializer installs its timing: named curve, control points, damping-ratio spring, physical spring")
    func initializersInstallTheirTiming() throws {
        try withViewHost { host in
            let (a, curve) = mover(host) { UIViewPropertyAnimator(duration: 2, curve: .easeIn, animations: $0) }
            let (b, points) = mover(host) {
                UIViewPropertyAnimator(duration: 2, controlPoint1: CGPoint(x: 0.1, y: 0.6),
                                       controlPoint2: CGPoint(x: 0.3, y: 1), animations: $0)
            }
            let (c, ratio) = mover(host) { UIViewPropertyAnimator(duration: 2, dampingRatio: 0.4, animations: $0) }
            let physics = UIViewPropertyAnimator(
                duration: 2, timingParameters: UISpringTimingParameters(
                    mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0)))
            let d = host.view()
            physics.addAnimations { d.alpha = 0 }
            for animator in [curve, points, ratio, physics] { animator.startAnimation() }
            #expect(a.layer.animation(forKey: "position")?.timingFunction == CAMediaTimingFunction(name: .easeIn))
            #expect(points.timingParameters?.timingCurveType == .cubic)
            #expect(b.layer.animation(forKey: "position")?.timingFunction
                    == CAMediaTimingFunction(controlPoints: 0.1, 0.6, 0.3, 1))
            let spring = try #require(c.layer.animation(forKey: "position") as? CASpringAnimation)
            #expect(spring.duration == 2)
            #expect(abs(Double(spring.damping) / (2 * Double(spring.stiffness).squareRoot()) - 0.4) < 1e-9)
            let physical = try #require(d.layer.animation(forKey: "opacity") as? CASpringAnimation)
            #expect(physical.stiffness == 100 && physical.damping == 10)
            #expect(abs(physical.duration - 1.4727) < 1e-3)   // the default spring's settling duration (spec §7.4)
            #expect(UICubicTimingParameters().animationCurve == .easeInOut)
            #expect(UISpringTimingParameters().timingCurveType == .spring)
        }
    }

    @Test("a paused animator scrubs linearly by default and along its curve with scrubsLinearly = false")
    func scrubbing() {
        withViewHost { host in
            let (view, animator) = mover(host) { UIViewPropertyAnimator(duration: 1, curve: .easeIn, animations: $0) }
            animator.pauseAnimation()
            #expect(animator.state == .active && !animator.isRunning)
            animator.fractionComplete = 0.25
            host.advance(to: 0.5)
            #expect(abs(x(host, view) - 100) < 0.01)
            host.advance(to: 3)   // time does not move a paused animator
            #expect(abs(x(host, view) - 100) < 0.01)
            #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
            animator.scrubsLinearly = false
            host.advance(to: 3.1)
            let easeIn = Double(CAMediaTimingFunction(name: .easeIn).solve(forInput: 0.25))
            #expect(abs(x(host, view) - (50 + 200 * easeIn)) < 1e-3)
        }
    }

    @Test("setting fractionComplete on an inactive animator makes it active and paused there")
    func scrubbingInactiveActivates() {
        withViewHost { host in
            let (view, animator, _) = linearMover(host)
            animator.fractionComplete = 0.5
            #expect(animator.state == .active && !animator.isRunning)
            host.advance(to: 0.1)
            #expect(abs(x(host, view) - 150) < 0.01)
        }
    }

    @Test("resuming a linearly scrubbed animator continues on its curve from the progress shown")
    func resumeAfterLinearScrub() {
        withViewHost { host in
            let (view, animator) = mover(host) { UIViewPropertyAnimator(duration: 1, curve: .easeIn, animations: $0) }
            animator.fractionComplete = 0.5
            host.advance(to: 0.1)
            animator.startAnimation()
            host.advance(to: 0.1 + 1.0 / 60)
            let shown = x(host, view)
            #expect(shown >= 150 - 0.01 && shown < 160)
        }
    }

    @Test("reversing a running animator runs back to the start; completion .start and the model at the start value")
    func reversing() {
        withViewHost { host in
            let (view, animator, log) = linearMover(host)
            animator.startAnimation()
            host.advance(to: 0.5)
            animator.isReversed = true
            #expect(animator.isReversed && animator.isRunning)
            host.advance(to: 0.75)
            #expect(abs(x(host, view) - 100) < 0.01)
            #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
            host.advance(to: 1.0)
            #expect(log.positions == [.start])
            #expect(view.center.x == 50 && animator.state == .inactive)
        }
    }

    @Test("stopAnimation(false) → stopped at the shown value; finishAnimation(at: .end) → inactive, completion .end")
    func stopThenFinish() {
        withViewHost { host in
            let (view, animator, log) = linearMover(host)
            animator.startAnimation()
            host.advance(to: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && !animator.isRunning)
            #expect(abs(view.center.x - 150) < 0.01)
            #expect(view.layer.animationKeys() == nil)
            host.advance(to: 2)
            #expect(log.positions.isEmpty)
            animator.finishAnimation(at: .end)
            #expect(log.positions == [.end] && animator.state == .inactive && view.center.x == 250)
        }
    }

    @Test("stopAnimation(true) goes straight to inactive at the shown value without running completions")
    func stopWithoutFinishing() {
        withViewHost { host in
            let (view, animator, log) = linearMover(host)
            animator.startAnimation()
            host.advance(to: 0.25)
            animator.stopAnimation(true)
            host.advance(to: 2)
            #expect(animator.state == .inactive && log.positions.isEmpty)
            #expect(abs(view.center.x - 100) < 0.01)
        }
    }

    @Test("continueAnimation with durationFactor 2 from 0.5 takes (1 − 0.5) × 1 s × 2 to finish")
    func continueWithDurationFactor() {
        withViewHost { host in
            let (view, animator, log) = linearMover(host)
            animator.fractionComplete = 0.5
            host.advance(to: 0.1)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
            host.advance(to: 0.6)
            #expect(abs(x(host, view) - 200) < 0.01)
            host.advance(to: 1.05)
            #expect(log.positions.isEmpty)
            host.advance(to: 1.1)
            #expect(log.positions == [.end])
        }
    }

    @Test("pausesOnCompletion keeps the finished animator active and paused at 1 without running completions")
    func pausesOnCompletion() {
        withViewHost { host in
            let (view, animator, log) = linearMover(host)
            animator.pausesOnCompletion = true
            animator.startAnimation()
            host.advance(to: 1.0)
            host.advance(to: 1.5)
            #expect(animator.state == .active && !animator.isRunning && log.positions.isEmpty)
            #expect(animator.fractionComplete == 1)
            #expect(abs(x(host, view) - 250) < 0.01)
        }
    }

    @Test("startAnimation(afterDelay:) holds the start value for the delay, then runs")
    func startAfterDelay() {
        withViewHost { host in
            let (view, animator, _) = linearMover(host)
            animator.startAnimation(afterDelay: 0.5)
            #expect(animator.delay == 0.5)
            host.advance(to: 0.4)
            #expect(abs(x(host, view) - 50) < 0.01)
            host.advance(to: 1.0)
            #expect(abs(x(host, view) - 150) < 0.01)
        }
    }

    @Test("a block added to a running animator runs for the remaining time and ends with it")
    func addAnimationsWhileRunning() {
        withViewHost { host in
            let (view, animator, _) = linearMover(host)
            animator.startAnimation()
            host.advance(to: 0.5)
            animator.addAnimations { view.alpha = 0 }
            host.advance(to: 0.75)
            #expect(abs((number(host.presented(view.layer, "opacity")) ?? -1) - 0.5) < 1e-4)
            #expect(abs(x(host, view) - 200) < 0.01)
            host.advance(to: 1.0)
            #expect(animator.state == .inactive && view.alpha == 0)
        }
    }

    @Test("misuse is reported once and changes nothing: bad fractionComplete, finishing while active, bad duration")
    func misuse() {
        withViewHost { host in
            let (_, animator, _) = linearMover(host)
            animator.fractionComplete = 0.3
            for bad in [CGFloat(1.5), CGFloat(-0.2), CGFloat.nan] {
                let messages = EngineDiagnostics.capture { animator.fractionComplete = bad }
                #expect(messages.count == 1, "fractionComplete = \(bad)")
                #expect(abs(animator.fractionComplete - 0.3) < 1e-9 && animator.state == .active)
            }
            let finishing = EngineDiagnostics.capture { animator.finishAnimation(at: .end) }
            #expect(finishing.count == 1 && animator.state == .active)
            let interruptible = EngineDiagnostics.capture { animator.isInterruptible = false }
            #expect(interruptible.count == 1 && animator.isInterruptible)
            animator.stopAnimation(false)
            let restart = EngineDiagnostics.capture { animator.startAnimation() }
            #expect(restart.count == 1 && animator.state == .stopped)
            let negative = EngineDiagnostics.capture { _ = UIViewPropertyAnimator(duration: -2, curve: .linear) }
            #expect(negative.count == 1)
        }
    }
}
