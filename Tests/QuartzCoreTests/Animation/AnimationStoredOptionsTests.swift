// CAAnimation.preferredFrameRateRange (CAAnimation.h, iOS 15) and CATransition.filter: stored, and kept by the copy
// add(_:forKey:) makes (spec §2.1).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct AnimationStoredOptionsTests {
    @Test("preferredFrameRateRange and CATransition.filter are stored and survive add(_:forKey:)'s copy")
    func storedAnimationOptions() {
        let animation = CATransition()
        animation.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        animation.filter = "CIBarsSwipeTransition"
        let layer = CALayer()
        layer.add(animation, forKey: nil)
        let added = layer.animation(forKey: kCATransition) as? CATransition
        #expect(added?.preferredFrameRateRange == CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60))
        #expect(added?.filter as? String == "CIBarsSwipeTransition")
        #expect(CABasicAnimation().preferredFrameRateRange == .default)
    }
}
