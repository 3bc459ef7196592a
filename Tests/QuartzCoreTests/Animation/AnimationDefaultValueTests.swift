// defaultValue(forKey:) of the animation classes (Apple: CAAnimation.defaultValue(forKey:) "Specifies the default
// value of the property with the specified key"; a nil answer means "a suitable 'zero' default value"): each
// subclass answers for its own keys with the header's documented default, and still answers its superclass's keys.
import QuartzCore
import Foundation
import Testing

@Suite("Animation classes' defaultValue(forKey:) (CAAnimation.h, CASpringAnimation.h, CATransition.h)")
struct AnimationDefaultValueTests {
    @Test("CASpringAnimation: mass 1, stiffness 100, damping 10, initialVelocity 0 (header: \"Defaults to one/100/10/zero\"), allowsOverdamping false")
    func springDefaults() {
        #expect(CASpringAnimation.defaultValue(forKey: "mass") as? CGFloat == 1)
        #expect(CASpringAnimation.defaultValue(forKey: "stiffness") as? CGFloat == 100)
        #expect(CASpringAnimation.defaultValue(forKey: "damping") as? CGFloat == 10)
        #expect(CASpringAnimation.defaultValue(forKey: "initialVelocity") as? CGFloat == 0)
        #expect(CASpringAnimation.defaultValue(forKey: "allowsOverdamping") as? Bool == false)
        #expect(CASpringAnimation.defaultValue(forKey: "speed") as? Float == 1, "CAAnimation's keys still answer")
        #expect(CABasicAnimation.defaultValue(forKey: "mass") == nil, "a basic animation has no mass")
    }

    @Test("CAKeyframeAnimation: calculationMode .linear (header: \"Defaults to `linear'\")")
    func keyframeDefaults() {
        #expect(CAKeyframeAnimation.defaultValue(forKey: "calculationMode") as? CAAnimationCalculationMode == .linear)
        #expect(CAKeyframeAnimation.defaultValue(forKey: "additive") as? Bool == false)
    }

    @Test("CATransition: type .fade, startProgress 0, endProgress 1 (header: \"Defaults to `fade'\", \"Default values are 0 and 1 respectively\")")
    func transitionDefaults() {
        #expect(CATransition.defaultValue(forKey: "type") as? CATransitionType == .fade)
        #expect(CATransition.defaultValue(forKey: "startProgress") as? Float == 0)
        #expect(CATransition.defaultValue(forKey: "endProgress") as? Float == 1)
        #expect(CATransition.defaultValue(forKey: "duration") as? CFTimeInterval == 0)
    }

    @Test("CAPropertyAnimation: additive and cumulative default to the zero value false; CAAnimation keeps its own")
    func propertyAndBaseDefaults() {
        #expect(CAPropertyAnimation.defaultValue(forKey: "additive") as? Bool == false)
        #expect(CABasicAnimation.defaultValue(forKey: "cumulative") as? Bool == false)
        #expect(CAAnimation.defaultValue(forKey: "removedOnCompletion") as? Bool == true)
        #expect(CAAnimation.defaultValue(forKey: "fillMode") as? CAMediaTimingFillMode == .removed)
        #expect(CAAnimation.defaultValue(forKey: "additive") == nil, "a plain CAAnimation has no additive key")
    }
}
