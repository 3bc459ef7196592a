// UIView.animate(withDuration:delay:options:animations:completion:) against UIKit's documented behaviour: the
// option raw values of UIView.h, the CABasicAnimation each block adds (keyPath, duration, curve, repeat,
// autoreverse, delay), where it starts with and without .beginFromCurrentState, nested-block inheritance and
// its overrides, the completion's `finished` flag, and bad durations.
import QuartzCore
import Foundation
import UIKit
import Testing

@MainActor @Suite("UIView.animate with options", .serialized)
struct UIViewAnimationOptionsTests {
    @Test("option raw values are UIKit's (UIViewAnimationOptions in UIView.h)")
    func rawValues() {
        typealias O = UIView.AnimationOptions
        #expect(O.layoutSubviews.rawValue == 1 && O.allowUserInteraction.rawValue == 2)
        #expect(O.beginFromCurrentState.rawValue == 4 && O.repeat.rawValue == 8 && O.autoreverse.rawValue == 16)
        #expect(O.overrideInheritedDuration.rawValue == 32 && O.overrideInheritedCurve.rawValue == 64)
        #expect(O.overrideInheritedOptions.rawValue == 512)
        #expect(O.curveEaseInOut.rawValue == 0 && O.curveEaseIn.rawValue == 0x10000)
        #expect(O.curveEaseOut.rawValue == 0x20000 && O.curveLinear.rawValue == 0x30000)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
    }

    @Test("each curve option gives a CABasicAnimation with the block's duration and that curve's timing function",
          arguments: [(UIView.AnimationOptions.curveEaseInOut, CAMediaTimingFunctionName.easeInEaseOut),
                      (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveLinear, .linear)])
    func curves(option: UIView.AnimationOptions, name: CAMediaTimingFunctionName) throws {
        try withViewHost { host in
            let view = host.view()
            UIView.animate(withDuration: 0.8, delay: 0, options: [option], animations: { view.alpha = 0.3 })
            let added = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(!(added is CASpringAnimation))
            #expect(added.keyPath == "opacity")
            #expect(added.duration == 0.8)
            #expect(added.timingFunction == CAMediaTimingFunction(name: name))
            #expect(added.repeatCount == 0 && !added.autoreverses)
        }
    }

    @Test(".repeat sets repeatCount to infinity and .autoreverse sets autoreverses")
    func repeatAndAutoreverse() throws {
        try withViewHost { host in
            let view = host.view()
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse],
                           animations: { view.center = CGPoint(x: 200, y: 50) })
            let added = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
            #expect(added.repeatCount == .infinity)
            #expect(added.autoreverses)
            // Still running long after one cycle, and back near the start at the end of each forward+back cycle.
            host.advance(to: 10)
            #expect(view.layer.animation(forKey: "position") != nil)
            let x = try #require(number(host.presented(view.layer, "position.x")))
            #expect(abs(x - 50) < 1)
        }
    }

    @Test("a delay starts the animation delay seconds after the block, showing the old value meanwhile")
    func delayShowsOldValueThenAnimates() throws {
        try withViewHost { host in
            let view = host.view()
            UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 })
            let added = try #require(view.layer.animation(forKey: "opacity"))
            #expect(abs(added.beginTime - (ViewTestHost.start + 0.5)) < 1e-9)
            #expect(added.fillMode == .backwards)
            host.advance(to: 0.25)
            #expect(abs((number(host.presented(view.layer, "opacity")) ?? -1) - 1) < 1e-4)
            host.advance(to: 1.0)
            #expect(abs((number(host.presented(view.layer, "opacity")) ?? -1) - 0.5) < 1e-4)
        }
    }

    @Test("without .beginFromCurrentState a new block starts from the model value; with it, from the presentation")
    func beginFromCurrentState() throws {
        try withViewHost { host in
            let plain = host.view(), current = host.view()
            for view in [plain, current] {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear],
                               animations: { view.center = CGPoint(x: 250, y: 50) })
            }
            host.advance(to: 0.5)   // both halfway: x = 150, model x = 250
            UIView.animate(withDuration: 1, animations: { plain.center = CGPoint(x: 50, y: 50) })
            UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState],
                           animations: { current.center = CGPoint(x: 50, y: 50) })
            let fromModel = try #require(plain.layer.animation(forKey: "position") as? CABasicAnimation)
            let fromCurrent = try #require(current.layer.animation(forKey: "position") as? CABasicAnimation)
            #expect(fromModel.fromValue as? CGPoint == CGPoint(x: 250, y: 50))
            let start = try #require(fromCurrent.fromValue as? CGPoint)
            #expect(abs(start.x - 150) < 1e-6)
        }
    }

    @Test("a nested block inherits its parent's duration and curve unless it overrides them")
    func nestedInheritance() throws {
        try withViewHost { host in
            let a = host.view(), b = host.view(), c = host.view(), d = host.view()
            UIView.animate(withDuration: 2, delay: 0, options: [.curveEaseIn, .repeat], animations: {
                UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear], animations: { a.alpha = 0.5 })
                UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear, .overrideInheritedDuration],
                               animations: { b.alpha = 0.5 })
                UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear, .overrideInheritedCurve],
                               animations: { c.alpha = 0.5 })
                UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear, .overrideInheritedOptions],
                               animations: { d.alpha = 0.5 })
            })
            let inherited = try #require(a.layer.animation(forKey: "opacity"))
            #expect(inherited.duration == 2 && inherited.timingFunction == CAMediaTimingFunction(name: .easeIn))
            #expect(inherited.repeatCount == .infinity)
            let ownDuration = try #require(b.layer.animation(forKey: "opacity"))
            #expect(ownDuration.duration == 0.2 && ownDuration.timingFunction == CAMediaTimingFunction(name: .easeIn))
            let ownCurve = try #require(c.layer.animation(forKey: "opacity"))
            #expect(ownCurve.duration == 2 && ownCurve.timingFunction == CAMediaTimingFunction(name: .linear))
            let nothingInherited = try #require(d.layer.animation(forKey: "opacity"))
            #expect(nothingInherited.duration == 0.2)
            #expect(nothingInherited.timingFunction == CAMediaTimingFunction(name: .linear))
            #expect(nothingInherited.repeatCount == 0)
        }
    }

    @Test("the completion gets finished = true after the animation ends, on a later turn, not before")
    func completionFinished() {
        withViewHost { host in
            let view = host.view()
            var calls: [Bool] = []
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { calls.append($0) })
            host.advance(to: 0.5)
            #expect(calls.isEmpty)
            host.advance(to: 1.0)
            host.advance(to: 1.02)
            #expect(calls == [true])
        }
    }

    @Test("a block interrupted by another on the same property completes with finished = false")
    func completionInterrupted() {
        withViewHost { host in
            let view = host.view()
            var first: [Bool] = [], second: [Bool] = []
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { first.append($0) })
            host.advance(to: 0.3)
            UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { second.append($0) })
            host.advance(to: 0.35)
            #expect(first == [false])
            #expect(second.isEmpty)
            host.advance(to: 1.4)
            host.advance(to: 1.42)
            #expect(second == [true])
        }
    }

    @Test("duration 0 makes the change at once with no animation, and the completion still runs with true")
    func zeroDuration() {
        withViewHost { host in
            let view = host.view()
            var calls: [Bool] = []
            UIView.animate(withDuration: 0, animations: { view.alpha = 0.25 }, completion: { calls.append($0) })
            #expect(view.layer.animationKeys() == nil)
            #expect(view.alpha == 0.25)
            host.advance(to: 0.02)
            #expect(calls == [true])
        }
    }

    @Test("a NaN or negative duration is reported once and the change is made without animation",
          arguments: [Double.nan, -1.5])
    func badDuration(duration: Double) {
        withViewHost { host in
            let view = host.view()
            let messages = EngineDiagnostics.capture {
                UIView.animate(withDuration: duration, delay: 0, options: [], animations: { view.alpha = 0.5 })
            }
            #expect(messages.count == 1)
            #expect(messages.first?.contains("duration \(duration)") == true)
            #expect(view.layer.animationKeys() == nil)
            #expect(view.alpha == 0.5)
        }
    }
}
