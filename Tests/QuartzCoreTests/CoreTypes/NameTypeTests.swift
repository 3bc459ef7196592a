// Name types, CACornerMask and the kCA* constants carry Apple's raw values (API.md).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct NameTypeTests {
    @Test("timing-function, fill-mode, calculation and rotation names have Apple's raw values")
    func timingAndAnimationNames() {
        #expect([CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map(\.rawValue)
            == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        #expect([CAMediaTimingFillMode.forwards, .backwards, .both, .removed].map(\.rawValue)
            == ["forwards", "backwards", "both", "removed"])
        #expect([CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced].map(\.rawValue)
            == ["linear", "discrete", "paced", "cubic", "cubicPaced"])
        #expect([CAAnimationRotationMode.rotateAuto, .rotateAutoReverse].map(\.rawValue) == ["auto", "autoReverse"])
    }

    @Test("transition, gravity and value-function names have Apple's raw values")
    func transitionGravityValueFunctionNames() {
        #expect([CATransitionType.fade, .moveIn, .push, .reveal].map(\.rawValue) == ["fade", "moveIn", "push", "reveal"])
        #expect([CATransitionSubtype.fromRight, .fromLeft, .fromTop, .fromBottom].map(\.rawValue)
            == ["fromRight", "fromLeft", "fromTop", "fromBottom"])
        #expect([CALayerContentsGravity.center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft,
                 .bottomRight, .resize, .resizeAspect, .resizeAspectFill].map(\.rawValue)
            == ["center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
                "resize", "resizeAspect", "resizeAspectFill"])
        #expect([CAValueFunctionName.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate,
                 .translateX, .translateY, .translateZ].map(\.rawValue)
            == ["rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ", "translate",
                "translateX", "translateY", "translateZ"])
    }

    @Test("the Objective-C-era constants equal the name types and their strings")
    func legacyConstants() {
        #expect(kCATransitionPush == .push && kCATransitionPush.rawValue == "push")
        #expect(kCATransitionFromLeft == .fromLeft && kCATransitionFromRight.rawValue == "fromRight")
        #expect(kCATransitionFade.rawValue == "fade" && kCATransitionMoveIn.rawValue == "moveIn" && kCATransitionReveal.rawValue == "reveal")
        #expect(kCATransitionFromTop.rawValue == "fromTop" && kCATransitionFromBottom.rawValue == "fromBottom")
        #expect(kCAMediaTimingFunctionEaseInEaseOut.rawValue == "easeInEaseOut" && kCAMediaTimingFunctionDefault.rawValue == "default")
        #expect(kCAFillModeForwards.rawValue == "forwards" && kCAFillModeBoth.rawValue == "both")
        #expect(kCAFillModeBackwards.rawValue == "backwards" && kCAFillModeRemoved.rawValue == "removed")
        #expect(kCAAnimationCubic == .cubic && kCAAnimationCubicPaced.rawValue == "cubicPaced" && kCAAnimationPaced.rawValue == "paced")
        #expect(kCAAnimationLinear.rawValue == "linear" && kCAAnimationDiscrete.rawValue == "discrete")
        #expect(kCAAnimationRotateAuto.rawValue == "auto" && kCAAnimationRotateAutoReverse.rawValue == "autoReverse")
        // String literals and init(_:) also make names.
        let fill: CAMediaTimingFillMode = "forwards"
        #expect(fill == .forwards && CATransitionType("push") == .push)
    }

    @Test("CACornerMask has Apple's bit values")
    func cornerMask() {
        #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1 && CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4 && CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
        #expect(CACornerMask.all.rawValue == 15)
    }
}
