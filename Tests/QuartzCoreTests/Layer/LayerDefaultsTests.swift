// Spec §1.5 defaults, defaultValue(forKey:), subclass defaults, `style` as a value source, init(layer:).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct LayerDefaultsTests {
    @Test("a new layer has the defaults of spec 1.5")
    func defaultsMatchSpec() {
        let l = CALayer()
        #expect(l.bounds == .zero && l.position == .zero && l.zPosition == 0 && l.anchorPointZ == 0)
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(l.transform) && CATransform3DIsIdentity(l.sublayerTransform))
        #expect(!l.isHidden && l.isDoubleSided && !l.masksToBounds && !l.isOpaque && l.allowsGroupOpacity)
        #expect(l.contents == nil && l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsGravity == .resize && l.contentsScale == 1)
        #expect(l.opacity == 1 && l.backgroundColor == nil && l.cornerRadius == 0 && l.maskedCorners.rawValue == 15)
        #expect(l.borderWidth == 0 && l.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(l.shadowColor == CGColor(gray: 0, alpha: 1) && l.shadowOpacity == 0)
        #expect(l.shadowOffset == CGSize(width: 0, height: -3) && l.shadowRadius == 3)
        #expect(l.name == nil && l.delegate == nil && l.actions == nil && l.style == nil)
        #expect(l.beginTime == 0 && l.timeOffset == 0 && l.speed == 1 && l.duration == .infinity)
        #expect(l.repeatCount == 0 && l.repeatDuration == 0 && !l.autoreverses && l.fillMode == .removed)
        #expect(l.sublayers == nil && l.superlayer == nil && l.mask == nil)
    }

    @Test("defaultValue(forKey:) answers the built-in defaults and nil for unknown keys")
    func classDefaultValue() {
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "shadowRadius") as? CGFloat == 3)
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
    }

    final class RoundLayer: CALayer {
        override class func defaultValue(forKey key: String) -> Any? {
            key == "cornerRadius" ? 8 : super.defaultValue(forKey: key)
        }
    }

    @Test("a subclass's defaultValue(forKey:) sets the initial value of its layers")
    func subclassDefaults() {
        #expect(RoundLayer().cornerRadius == 8)
        #expect(RoundLayer().opacity == 1)
        #expect(CALayer().cornerRadius == 0)
    }

    @Test("style supplies values for unset properties, recursively, and an explicit set wins")
    func styleValues() {
        let l = CALayer()
        l.style = ["cornerRadius": 5.0, "style": ["opacity": 0.5, "cornerRadius": 9.0]]
        #expect(l.cornerRadius == 5)
        #expect(l.opacity == 0.5)
        l.opacity = 0.25
        l.style = ["opacity": 0.75]
        #expect(l.opacity == 0.25)
        #expect(l.cornerRadius == 0)
        l.style = nil
        #expect(l.cornerRadius == 0 && l.opacity == 0.25)
    }

    @Test("init(layer:) copies the model values, custom values and actions")
    func copyInit() {
        let l = CALayer()
        l.position = CGPoint(x: 3, y: 4)
        l.setValue(7, forKey: "custom")
        l.actions = ["x": NSNull()]
        let c = CALayer(layer: l)
        #expect(c.position == CGPoint(x: 3, y: 4))
        #expect(c.value(forKey: "custom") as? Int == 7)
        #expect(c.actions?["x"] is NSNull)
    }
}
