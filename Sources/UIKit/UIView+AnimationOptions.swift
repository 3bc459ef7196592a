// UIView.AnimationOptions with UIKit's raw values (UIView.h, UIViewAnimationOptions): the flag bits, and the curve
// in bits 16–19. Which options nested blocks inherit is decided in UIViewAnimationContext+Nesting.swift.
import Foundation

extension UIView {
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Stored only: this view has no layout pass to animate.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Stored only: the playground's hit testing is not switched off during animations.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the presentation value instead of the model value of an in-flight animation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely (repeatCount = .infinity).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forwards then backwards (autoreverses = true).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of its parent's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve instead of its parent's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Stored only.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Stored only.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block inherits neither the animation type nor any option from its parent.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve bits 16–19 (ease-in-out when none is given, as UIKit's value 0).
        var curve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }
}
