// Tests of the animation classes' defaults, copying and immutability (spec §7.1, §7.3, §7.5).
import Testing
import Foundation
@testable import QuartzCore

@Suite("Animation objects (spec 7.1, 7.5)")
struct AnimationObjectTests {
    @Test("CAAnimation defaults are Apple's: duration 0, speed 1, removed fill, removed on completion")
    func defaults() {
        let anim = CABasicAnimation()
        #expect(anim.beginTime == 0 && anim.duration == 0 && anim.speed == 1 && anim.timeOffset == 0)
        #expect(anim.repeatCount == 0 && anim.repeatDuration == 0 && !anim.autoreverses)
        #expect(anim.fillMode == .removed && anim.isRemovedOnCompletion && anim.timingFunction == nil)
        #expect(anim.delegate == nil && anim.keyPath == nil && !anim.isAdditive && !anim.isCumulative)
        #expect(CAKeyframeAnimation().calculationMode == .linear)
        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        let spring = CASpringAnimation()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CABasicAnimation(keyPath: "position.x").keyPath == "position.x")
    }

    @Test("copy() keeps the class and every property; the copy is independent")
    func copying() {
        let anim = CASpringAnimation(keyPath: "opacity")
        anim.fromValue = 0.25
        anim.damping = 7
        anim.duration = 3
        anim.fillMode = .both
        guard let copy = anim.copy() as? CASpringAnimation else {
            Issue.record("copy is not a CASpringAnimation")
            return
        }
        #expect(copy !== anim)
        #expect(copy.keyPath == "opacity" && copy.fromValue as? Double == 0.25)
        #expect(copy.damping == 7 && copy.duration == 3 && copy.fillMode == .both)
        anim.duration = 9
        #expect(copy.duration == 3)
    }

    @Test("a frozen animation ignores setters and reports the change once")
    func frozen() {
        let anim = CABasicAnimation(keyPath: "frozenTestKey")
        anim.duration = 2
        anim.freeze()
        anim.duration = 5
        anim.toValue = 1
        #expect(anim.duration == 2)
        #expect(anim.toValue == nil)
        #expect(EngineDiagnostics.hasReported(containing: "CABasicAnimation.duration was set"))
    }

    @Test("a group copy deep-copies its children, and freezing the group freezes them")
    func groupCopy() {
        let child = CABasicAnimation(keyPath: "opacity")
        let group = CAAnimationGroup()
        group.animations = [child]
        guard let copy = group.copy() as? CAAnimationGroup, let copiedChild = copy.animations?.first else {
            Issue.record("group copy lost its children")
            return
        }
        #expect(copiedChild !== child)
        copy.freeze()
        copiedChild.duration = 4
        #expect(copiedChild.duration == 0)
        child.duration = 4
        #expect(child.duration == 4)
    }

    @Test("CAValueFunction: known names make transforms, unknown names give nil")
    func valueFunctions() {
        #expect(CAValueFunction(name: .rotateZ)?.name == .rotateZ)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
        let half = ValueFunctionOperation.rotateZ.transform(x: Double.pi / 2, y: 0, z: 0)
        #expect(abs(Double(half.m12) - 1) < 1e-12)
        let scale = ValueFunctionOperation.scale.transform(x: 2, y: 3, z: 4)
        #expect(scale.m11 == 2 && scale.m22 == 3 && scale.m33 == 4)
    }
}
