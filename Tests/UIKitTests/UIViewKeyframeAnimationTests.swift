// UIView.animateKeyframes / addKeyframe: one CAKeyframeAnimation per changed property over the whole duration,
// with keyTimes at the keyframes' relative start and end times per calculation mode (spec §6.2), UIKit's
// KeyframeAnimationOptions raw values, the presentation following the keyframes, and bad relative times.
import QuartzCore
import Foundation
import UIKit
import Testing

@MainActor @Suite("UIView keyframe animations", .serialized)
struct UIViewKeyframeAnimationTests {
    private func keyTimes(_ animation: CAKeyframeAnimation) -> [Double]? { animation.keyTimes?.map(\.doubleValue) }
    private func opacities(_ animation: CAKeyframeAnimation) -> [Double] { (animation.values ?? []).compactMap(number) }

    /// Opacity 1 → 0.5 in [0.2, 0.5], → 0 in [0.5, 0.9], over 2 s.
    private func twoKeyframes(_ view: UIView, options: UIView.KeyframeAnimationOptions) {
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.4) { view.alpha = 0 }
        })
    }

    @Test("raw values are UIKit's (UIViewKeyframeAnimationOptions in UIView.h)")
    func rawValues() {
        typealias K = UIView.KeyframeAnimationOptions
        #expect(K.calculationModeLinear.rawValue == 0 && K.calculationModeDiscrete.rawValue == 1 << 10)
        #expect(K.calculationModePaced.rawValue == 2 << 10 && K.calculationModeCubic.rawValue == 3 << 10)
        #expect(K.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(K.repeat.rawValue == 8 && K.autoreverse.rawValue == 16 && K.overrideInheritedOptions.rawValue == 512)
    }

    @Test("linear: values [1, 1, 0.5, 0, 0] at keyTimes [0, 0.2, 0.5, 0.9, 1], duration 2, ease-in-out overall")
    func linearKeyTimes() throws {
        try withViewHost { host in
            let view = host.view()
            twoKeyframes(view, options: [])
            let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
            #expect(view.layer.animationKeys() == ["opacity"])
            #expect(animation.calculationMode == .linear)
            #expect(animation.duration == 2)
            #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
            #expect(keyTimes(animation) == [0, 0.2, 0.5, 0.9, 1])
            #expect(opacities(animation) == [1, 1, 0.5, 0, 0])
            #expect(view.alpha == 0)
        }
    }

    @Test("cubic uses the same key times as linear with the cubic mode")
    func cubicKeyTimes() throws {
        try withViewHost { host in
            let view = host.view()
            twoKeyframes(view, options: [.calculationModeCubic])
            let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
            #expect(animation.calculationMode == .cubic)
            #expect(keyTimes(animation) == [0, 0.2, 0.5, 0.9, 1])
        }
    }

    @Test("discrete: values [1, 0.5, 0] with one more key time, [0, 0.2, 0.5, 1]")
    func discreteKeyTimes() throws {
        try withViewHost { host in
            let view = host.view()
            twoKeyframes(view, options: [.calculationModeDiscrete])
            let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
            #expect(animation.calculationMode == .discrete)
            #expect(keyTimes(animation) == [0, 0.2, 0.5, 1])
            #expect(opacities(animation) == [1, 0.5, 0])
        }
    }

    @Test("paced and cubicPaced give the values without keyTimes",
          arguments: [(UIView.KeyframeAnimationOptions.calculationModePaced, CAAnimationCalculationMode.paced),
                      (.calculationModeCubicPaced, .cubicPaced)])
    func pacedHasNoKeyTimes(option: UIView.KeyframeAnimationOptions, mode: CAAnimationCalculationMode) throws {
        try withViewHost { host in
            let view = host.view()
            twoKeyframes(view, options: [option])
            let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
            #expect(animation.calculationMode == mode)
            #expect(animation.keyTimes == nil)
            #expect(opacities(animation) == [1, 0.5, 0])
        }
    }

    @Test("with a linear curve the presentation holds before the first keyframe and meets each keyframe's value")
    func presentationFollowsKeyframes() throws {
        try withViewHost { host in
            let view = host.view()
            let linearCurve = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            twoKeyframes(view, options: [linearCurve])
            let animation = try #require(view.layer.animation(forKey: "opacity"))
            #expect(animation.timingFunction == CAMediaTimingFunction(name: .linear))
            for (t, expected) in [(0.2, 1.0), (0.7, 0.75), (1.0, 0.5), (1.4, 0.25), (1.9, 0.0)] {
                host.advance(to: t)
                let value = try #require(number(host.presented(view.layer, "opacity")))
                #expect(abs(value - expected) < 1e-4, "at \(t) s: \(value)")
            }
        }
    }

    @Test("two properties in different keyframes get one animation each; the completion runs once with true")
    func severalPropertiesAndCompletion() {
        withViewHost { host in
            let view = host.view()
            var calls: [Bool] = []
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.repeat], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.center = CGPoint(x: 200, y: 50)
                }
            }, completion: { calls.append($0) })
            #expect(Set(view.layer.animationKeys() ?? []) == ["opacity", "position"])
            #expect(view.layer.animation(forKey: "position")?.repeatCount == .infinity)
            view.layer.removeAllAnimations()
            host.advance(to: 0.1)
            #expect(calls == [false])
        }
    }

    @Test("relative times outside 0…1 are reported once and clamped; addKeyframe outside a keyframe block animates nothing")
    func badRelativeTimes() throws {
        try withViewHost { host in
            let view = host.view()
            let messages = EngineDiagnostics.capture {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.9) { view.alpha = 0 }
                })
            }
            #expect(messages.count == 1)
            let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
            #expect(keyTimes(animation) == [0, 0.5, 1])
            let other = host.view()
            let outside = EngineDiagnostics.capture {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { other.alpha = 0.5 }
            }
            #expect(outside.count == 1)
            #expect(other.layer.animationKeys() == nil && other.alpha == 0.5)
        }
    }
}
