// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…) against UIKit's documented
// meaning: a CASpringAnimation whose damping ratio is the one given, whose velocity is in whole distances per
// second, which runs for the block's duration and has come to rest (|x| < 0.001, spec §7.4) by its end.
import QuartzCore
import Foundation
import UIKit
import Testing

@MainActor @Suite("UIView spring animations", .serialized)
struct UIViewSpringAnimationTests {
    @Test("the spring block adds a CASpringAnimation with ratio ζ, the velocity, the duration and settling = duration",
          arguments: [(0.3, 0.0), (0.5, 2.0), (0.8, -1.0)])
    func springParameters(ratio: Double, velocity: Double) throws {
        try withViewHost { host in
            let view = host.view()
            UIView.animate(withDuration: 0.9, delay: 0, usingSpringWithDamping: CGFloat(ratio),
                           initialSpringVelocity: CGFloat(velocity), options: [],
                           animations: { view.center = CGPoint(x: 300, y: 50) })
            let spring = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
            #expect(spring.keyPath == "position")
            #expect(spring.duration == 0.9)
            #expect(spring.mass == 1)
            let zeta = Double(spring.damping) / (2 * Double(spring.stiffness * spring.mass).squareRoot())
            #expect(abs(zeta - ratio) < 1e-9)
            #expect(Double(spring.initialVelocity) == velocity)
            #expect(abs(spring.settlingDuration - 0.9) < 1e-6)
        }
    }

    @Test("ratio 1 never overshoots and is within 0.1% of the target when the animation ends")
    func criticalSpringDoesNotOvershoot() {
        withViewHost { host in
            let view = host.view(CGRect(x: 0, y: 0, width: 100, height: 100))
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: { view.center = CGPoint(x: 250, y: 50) })
            let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
            #expect(spring != nil)
            var xs: [Double] = []
            for step in 1...50 {
                host.advance(to: Double(step) * 0.02 - 0.001)
                xs.append(number(host.presented(view.layer, "position.x")) ?? .nan)
            }
            #expect(xs.allSatisfy { $0 <= 250 + 1e-9 })
            // The last sample is 1 ms before the end, where the spring is just above its 0.001 rest threshold.
            #expect(abs((xs.last ?? 0) - 250) <= 0.0012 * 200)
            if let spring {
                let solver = SpringSolver(mass: Double(spring.mass), stiffness: Double(spring.stiffness),
                                          damping: Double(spring.damping))
                #expect(abs(solver.displacement(at: 1) - 0.001) < 1e-9)
            }
        }
    }

    @Test("a ratio below 1 overshoots the target")
    func underdampedOvershoots() {
        withViewHost { host in
            let view = host.view()
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                           options: [], animations: { view.center = CGPoint(x: 250, y: 50) })
            var maxX = 0.0
            for step in 1...50 {
                host.advance(to: Double(step) * 0.02)
                maxX = max(maxX, number(host.presented(view.layer, "position.x")) ?? 0)
            }
            #expect(maxX > 260)
        }
    }

    @Test("a nested plain block inherits the spring; the curve options do not turn a spring into a curve")
    func nestedBlockInheritsSpring() throws {
        try withViewHost { host in
            let a = host.view(), b = host.view()
            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [.curveLinear], animations: {
                a.alpha = 0.5
                UIView.animate(withDuration: 3, animations: { b.alpha = 0.5 })
            })
            let outer = try #require(a.layer.animation(forKey: "opacity") as? CASpringAnimation)
            #expect(outer.timingFunction == nil)
            let inner = try #require(b.layer.animation(forKey: "opacity") as? CASpringAnimation)
            #expect(inner.duration == 0.6)
        }
    }

    @Test("a damping ratio of 0 or NaN is reported once and replaced by 0.01", arguments: [0.0, Double.nan])
    func badRatio(ratio: Double) throws {
        try withViewHost { host in
            let view = host.view()
            let messages = EngineDiagnostics.capture {
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: CGFloat(ratio),
                               initialSpringVelocity: 0, options: [], animations: { view.alpha = 0.5 })
            }
            #expect(messages.count == 1)
            let spring = try #require(view.layer.animation(forKey: "opacity") as? CASpringAnimation)
            let zeta = Double(spring.damping) / (2 * Double(spring.stiffness).squareRoot())
            #expect(abs(zeta - 0.01) < 1e-9)
        }
    }
}
