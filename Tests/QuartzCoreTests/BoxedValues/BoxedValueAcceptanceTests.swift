// Values boxed in NSValue are accepted wherever Apple accepts a value (docs/porting.md "Boxed values"): animation
// endpoints and keyframes, key-value coding by key and key path, action dictionaries and transaction values; and
// value(forKey:) of a struct-typed key answers both `as? NSValue` and `as? CGPoint` (CALayer.h: "the NSValue
// wrappers of CGPoint, CGSize, CGRect, CATransform3D … are used for the struct-typed properties").
import Foundation
import Testing
@testable import QuartzCore

@Suite struct BoxedValueAcceptanceTests {
    @Test("CABasicAnimation fromValue/toValue/byValue boxed in NSValue animate position, bounds and transform")
    func basicAnimationEndpoints() {
        let layer = CALayer()
        layer.position = CGPoint(x: 0, y: 0)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 40))
        move.duration = 1
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))
        grow.byValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 20, height: 30))
        grow.duration = 1
        let flip = CABasicAnimation(keyPath: "transform")
        flip.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        flip.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        flip.duration = 1
        var messages: [String] = []
        messages = EngineDiagnostics.capture {
            layer.add(move, forKey: "move")
            layer.add(grow, forKey: "grow")
            layer.add(flip, forKey: "flip")
            _ = layer.commitAnimations(at: 0)
        }
        let mid = layer.presentationValues(at: 0.5)
        #expect(messages.isEmpty, "\(messages)")
        #expect(mid.position == CGPoint(x: 50, y: 20))
        #expect(mid.bounds.size == CGSize(width: 20, height: 25))
        #expect(abs(mid.transform.m11 - 2) < 1e-9 && abs(mid.transform.m22 - 2) < 1e-9)
    }

    @Test("CAKeyframeAnimation values of NSValue-boxed points and transforms (a 3-D flip) animate")
    func keyframeValues() {
        let layer = CALayer()
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 0)),
                       NSValue(cgPoint: CGPoint(x: 100, y: 100))]
        path.duration = 2
        let flip = CAKeyframeAnimation(keyPath: "transform")
        var half = CATransform3DIdentity
        half.m34 = -1 / 500
        flip.values = [NSValue(caTransform3D: half),
                       NSValue(caTransform3D: CATransform3DRotate(half, .pi / 2, 0, 1, 0)),
                       NSValue(caTransform3D: CATransform3DRotate(half, .pi, 0, 1, 0))]
        flip.duration = 2
        let messages = EngineDiagnostics.capture {
            layer.add(path, forKey: "path")
            layer.add(flip, forKey: "flip")
            _ = layer.commitAnimations(at: 0)
        }
        #expect(messages.isEmpty, "\(messages)")
        let p = layer.presentationValues(at: 1.5).position
        #expect(abs(p.x - 100) < 1e-9 && abs(p.y - 50) < 1e-9)
        let t = layer.presentationValues(at: 1).transform
        let quarter = CATransform3DRotate(half, .pi / 2, 0, 1, 0)
        #expect(abs(t.m11 - quarter.m11) < 1e-6 && abs(t.m13 - quarter.m13) < 1e-6)
    }

    @Test("an NSNumber animates transform.scale, as Apple code writes it")
    func numberOnTransformKeyPath() {
        let layer = CALayer()
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = NSNumber(value: 1.0)
        pulse.toValue = NSNumber(value: 2.0)
        pulse.duration = 1
        layer.add(pulse, forKey: "pulse")
        _ = layer.commitAnimations(at: 0)
        #expect(abs(layer.presentationValues(at: 0.5).transform.m11 - 1.5) < 1e-9)
    }

    @Test("setValue(_:forKey:) and setValue(_:forKeyPath:) take NSValue and NSNumber for struct-typed keys")
    func keyValueCodingSets() {
        let layer = CALayer()
        let messages = EngineDiagnostics.capture {
            layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 40, height: 20)), forKey: "bounds")
            layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKey: "position")
            layer.setValue(NSValue(caTransform3D: CATransform3DMakeTranslation(1, 2, 3)), forKey: "transform")
            layer.setValue(NSValue(cgSize: CGSize(width: 2, height: -3)), forKey: "shadowOffset")
            layer.setValue(NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2)), forKey: "sublayerTransform")
            layer.setValue(NSValue(cgPoint: CGPoint(x: 0.25, y: 0.75)), forKeyPath: "anchorPoint")
            layer.setValue(NSValue(cgSize: CGSize(width: 30, height: 10)), forKeyPath: "bounds.size")
            layer.setValue(NSNumber(value: 0.5), forKeyPath: "transform.scale.x")
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(layer.position == CGPoint(x: 7, y: 8))
        #expect(layer.transform.m41 == 1 && layer.transform.m42 == 2 && layer.transform.m43 == 3)
        #expect(abs(layer.transform.m11 - 0.5) < 1e-9)
        #expect(layer.shadowOffset == CGSize(width: 2, height: -3))
        #expect(layer.sublayerTransform.m11 == 2 && layer.sublayerTransform.m22 == 2)
        #expect(layer.anchorPoint == CGPoint(x: 0.25, y: 0.75))
    }

    @Test("value(forKey:) of a struct-typed key answers as? NSValue and as? the struct")
    func valueForKeyCastsBothWays() {
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 6)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 3, y: 4))
        #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 3, y: 4))
        #expect((layer.value(forKey: "bounds") as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 5, height: 6))
        #expect((layer.value(forKeyPath: "bounds.size") as? NSValue)?.cgSizeValue == CGSize(width: 5, height: 6))
        #expect((layer.value(forKey: "transform") as? NSValue)?.caTransform3DValue == CATransform3DMakeScale(2, 2, 1))
        #expect(layer.value(forKey: "transform") as? CATransform3D == CATransform3DMakeScale(2, 2, 1))
        // A custom key keeps the NSValue it was given, which also answers as the struct.
        layer.setValue(NSValue(cgPoint: CGPoint(x: 1, y: 1)), forKey: "targetPoint")
        #expect(layer.value(forKey: "targetPoint") as? CGPoint == CGPoint(x: 1, y: 1))
        #expect(layer.value(forKey: "targetPoint") as? NSValue == NSValue(cgPoint: CGPoint(x: 1, y: 1)))
    }

    @Test("an actions-dictionary animation with NSValue endpoints runs for the property change")
    func actionsDictionary() throws {
        let scene = HostedScene(), layer = CALayer()
        scene.add(layer)
        let slide = CABasicAnimation()
        slide.fromValue = NSValue(cgPoint: CGPoint(x: -50, y: 0))
        slide.duration = 2
        layer.actions = ["position": slide]
        let messages = EngineDiagnostics.capture {
            layer.position = CGPoint(x: 50, y: 0)
            CATransaction.flush()
        }
        #expect(messages.isEmpty, "\(messages)")
        let added = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect((added.fromValue as? NSValue)?.cgPointValue == CGPoint(x: -50, y: 0))
        #expect(added.fromValue as? CGPoint == CGPoint(x: -50, y: 0))
        let begin = added.beginTime
        #expect(layer.presentationValues(at: begin + 1).position == CGPoint(x: 0, y: 0))
    }

    @Test("CATransaction.setValue takes NSNumber for its documented keys and keeps NSValue for others")
    func transactionValues() {
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: 0.75), forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(NSNumber(value: true), forKey: kCATransactionDisableActions)
        CATransaction.setValue(NSValue(cgPoint: CGPoint(x: 10, y: 20)), forKey: "newP")
        #expect(CATransaction.animationDuration() == 0.75)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "newP") as? CGPoint == CGPoint(x: 10, y: 20))
        #expect((CATransaction.value(forKey: "newP") as? NSValue)?.cgPointValue == CGPoint(x: 10, y: 20))
        CATransaction.commit()
    }

    @Test("an NSValue of the wrong type for the key path is still refused with one message")
    func wrongBoxIsRefused() {
        let layer = CALayer()
        let anim = CABasicAnimation(keyPath: "position")
        anim.toValue = NSValue(caTransform3D: CATransform3DIdentity)
        let messages = EngineDiagnostics.capture {
            layer.add(anim, forKey: "wrong")
            _ = layer.commitAnimations(at: 0)
        }
        #expect(messages.contains { $0.contains("cannot be used for key path \"position\"") })
    }
}
