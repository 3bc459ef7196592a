// Key-value coding of CALayer (spec §1.2, §1.6): built-in keys, undefined keys, struct key paths, @Managed
// properties, and bad input reported once (DECISIONS 12).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct KeyValueCodingTests {
    @Test("every built-in key is found by its Apple name and round-trips its key")
    func propertyNames() {
        for p in LayerProperty.allCases { #expect(LayerProperty.named(p.key) == p) }
        #expect(LayerProperty.named("hidden") == .hidden && LayerProperty.named("isHidden") == nil)
        #expect(LayerProperty.allCases.count <= 256, "LayerPropertySet holds 256 properties")
    }

    @Test("setValue(forKey:) sets built-in properties from Apple's value types")
    func builtInKeys() {
        let l = CALayer()
        l.setValue(0.5, forKey: "opacity")
        l.setValue(2, forKey: "cornerRadius")
        l.setValue(CGPoint(x: 1, y: 2), forKey: "position")
        l.setValue(CGRect(x: 0, y: 0, width: 8, height: 9), forKey: "bounds")
        l.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "backgroundColor")
        l.setValue(CGAffineTransform(scaleX: 2, y: 2), forKey: "transform")
        l.setValue(true, forKey: "hidden")
        l.setValue("n", forKey: "name")
        l.setValue(CGRect(x: 10, y: 10, width: 4, height: 4), forKey: "frame")
        #expect(l.opacity == 0.5 && l.cornerRadius == 2 && l.isHidden && l.name == "n")
        #expect(l.bounds.size == CGSize(width: 2, height: 2) && l.position == CGPoint(x: 12, y: 12))
        #expect(l.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(l.transform.m11 == 2)
        #expect(l.value(forKey: "opacity") as? Float == 0.5)
        #expect(l.value(forKey: "position") as? CGPoint == CGPoint(x: 12, y: 12))
        #expect(l.value(forKey: "hidden") as? Bool == true)
        #expect(l.value(forKey: "frame") as? CGRect == CGRect(x: 10, y: 10, width: 4, height: 4))
    }

    @Test("an undefined key is stored on the layer and read back")
    func undefinedKeys() {
        let l = CALayer()
        #expect(l.value(forKey: "suppressPositionAnimation") == nil)
        l.setValue(true, forKey: "suppressPositionAnimation")
        #expect(l.value(forKey: "suppressPositionAnimation") as? Bool == true)
        l.setValue(nil, forKey: "suppressPositionAnimation")
        #expect(l.value(forKey: "suppressPositionAnimation") == nil)
    }

    @Test("key paths read and write components: position.x, bounds.size.width, shadowOffset.height, frame.origin.x")
    func structKeyPaths() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        l.setValue(5, forKeyPath: "position.x")
        l.setValue(30.0, forKeyPath: "bounds.size.width")
        l.setValue(-7, forKeyPath: "shadowOffset.height")
        #expect(l.position.x == 5 && l.bounds.size.width == 30 && l.shadowOffset.height == -7)
        #expect(l.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 30, height: 20))
        l.setValue(100, forKeyPath: "frame.origin.x")
        #expect(l.frame.origin.x == 100)
    }

    @Test("transform key paths: rotation.z, scale, translation.x")
    func transformKeyPaths() throws {
        let l = CALayer()
        l.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let z = try #require(l.value(forKeyPath: "transform.rotation.z") as? CGFloat)
        #expect(abs(z - .pi / 2) < 1e-9)
        l.transform = CATransform3DIdentity
        l.setValue(3, forKeyPath: "transform.scale")
        #expect(abs(l.transform.m11 - 3) < 1e-9 && abs(l.transform.m22 - 3) < 1e-9)
        l.setValue(12, forKeyPath: "transform.translation.x")
        #expect(abs((l.value(forKeyPath: "transform.translation.x") as? CGFloat ?? 0) - 12) < 1e-9)
        #expect(LayerKeyPath(parsing: "transform.translation")?.valueKind == .size)
        #expect(LayerKeyPath(parsing: "position.x")?.valueKind == .scalar)
        #expect(LayerKeyPath(parsing: "opacity.x") == nil)
    }

    @Test("a value of the wrong type is reported once, naming the key, and the property keeps its value")
    func wrongType() {
        let l = CALayer()
        l.name = "wrongTypeTest"
        let messages = EngineDiagnostics.capture {
            l.setValue("red", forKey: "opacity")
            l.setValue("red", forKey: "opacity")
        }
        #expect(l.opacity == 1)
        let mine = messages.filter { $0.contains("wrongTypeTest") }
        #expect(mine.count == 1 && mine[0].contains("opacity"))
    }

    @Test("NaN is reported and ignored for setters, KVC and key paths")
    func nanRejected() {
        let l = CALayer()
        l.name = "nanTest"
        let messages = EngineDiagnostics.capture {
            l.opacity = .nan
            l.setValue(Double.nan, forKey: "cornerRadius")
            l.setValue(CGFloat.nan, forKeyPath: "position.y")
        }
        #expect(l.opacity == 1 && l.cornerRadius == 0 && l.position.y == 0)
        #expect(messages.filter { $0.contains("nanTest") }.count == 3)
    }

    @Test("an unknown key path is reported and reads nil")
    func unknownKeyPath() {
        let l = CALayer()
        l.name = "unknownPathTest"
        let messages = EngineDiagnostics.capture {
            #expect(l.value(forKeyPath: "positon.x") == nil)
            l.setValue(1, forKeyPath: "opacity.width")
        }
        #expect(messages.filter { $0.contains("unknownPathTest") }.count == 2)
    }

    final class WobbleLayer: CALayer {
        @Managed("wobble") var wobble: CGFloat = 0
    }

    @Test("a @Managed property is stored under its key, read by KVC and by key path")
    func managedProperty() {
        let l = WobbleLayer()
        #expect(l.wobble == 0)
        l.wobble = 4
        #expect(l.wobble == 4)
        #expect(l.value(forKey: "wobble") as? CGFloat == 4)
        l.setModelValue(.scalar(9), for: LayerKeyPath(customKey: "wobble"))
        #expect(l.wobble == 9)
        #expect(l.modelValue(for: LayerKeyPath(parsing: "wobble")!) == .scalar(9))
    }

    @Test("modelValue and setModelValue read and write components without strings")
    func typedAccess() {
        let l = CALayer()
        let px = LayerKeyPath(.position, component: .x)
        #expect(l.setModelValue(.scalar(42), for: px))
        #expect(l.position.x == 42 && l.modelValue(for: px) == .scalar(42))
        #expect(!l.setModelValue(.point(.zero), for: LayerKeyPath(.opacity)))
    }

    @Test("AnimatableValue accepts Apple's value types for each kind")
    func conversions() {
        #expect(AnimatableValue(any: 1 as Int, kind: .scalar) == .scalar(1))
        #expect(AnimatableValue(any: Float(0.5), kind: .scalar) == .scalar(0.5))
        #expect(AnimatableValue(any: NSNumber(value: 2.5), kind: .scalar) == .scalar(2.5))
        #expect(AnimatableValue(any: CGAffineTransform(translationX: 3, y: 0), kind: .transform)
            == .transform(CATransform3DMakeTranslation(3, 0, 0)))
        #expect(AnimatableValue(any: nil, kind: .color) == .color(nil))
        #expect(AnimatableValue(any: "x", kind: .point) == nil)
        #expect(AnimatableValue.color(SIMD4(1, 0, 0, 1)).anyValue as? CGColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
