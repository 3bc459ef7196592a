// Behaviour measured on Apple's QuartzCore by GNUstep's libs-quartzcore tests (docs/behaviour.md §1.5, §1.6):
// unknown names fall back, the corner mask keeps its four bits, a mask's superlayer is the masked layer, no class
// default for bounds and position, one value function per name, the identity for a non-affine transform's
// affineTransform().
import Foundation
import Testing
@testable import QuartzCore

@Suite struct AppleMeasuredLayerRulesTests {
    @Test("an unknown cornerCurve puts the layer back to .circular (GNUstep Tests/quartzcore/CALayer/modern.m)")
    func unknownCornerCurve() {
        let layer = CALayer()
        layer.cornerCurve = .continuous
        _ = EngineDiagnostics.capture { layer.cornerCurve = CALayerCornerCurve(rawValue: "not a curve") }
        #expect(layer.cornerCurve == .circular)
        layer.cornerCurve = .continuous
        _ = EngineDiagnostics.capture { layer.setValue("not a curve either", forKey: "cornerCurve") }
        #expect(layer.cornerCurve == .circular)
    }

    @Test("an unknown contentsFormat puts the layer back to .RGBA8Uint (GNUstep modern.m)")
    func unknownContentsFormat() {
        let layer = CALayer()
        layer.contentsFormat = .gray8Uint
        #expect(layer.contentsFormat == .gray8Uint)
        _ = EngineDiagnostics.capture { layer.contentsFormat = CALayerContentsFormat(rawValue: "not a format") }
        #expect(layer.contentsFormat == .RGBA8Uint)
        layer.contentsFormat = .RGBA16Float
        #expect(layer.contentsFormat == .RGBA16Float)
        _ = EngineDiagnostics.capture { layer.setValue("nor this", forKey: "contentsFormat") }
        #expect(layer.contentsFormat == .RGBA8Uint)
    }

    @Test("maskedCorners keeps only its four corner bits: 255 reads back as 15 (GNUstep modern.m)")
    func maskedCornersFourBits() {
        let layer = CALayer()
        layer.maskedCorners = CACornerMask(rawValue: 255)
        #expect(layer.maskedCorners.rawValue == 15)
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        #expect(layer.maskedCorners.rawValue == 9)
        layer.setValue(NSNumber(value: 0x31), forKey: "maskedCorners")
        #expect(layer.maskedCorners.rawValue == 1)
    }

    @Test("a mask's superlayer is the layer it masks, and it is not one of its sublayers (GNUstep masking.m)")
    func maskSuperlayer() {
        let host = CALayer(), mask = CALayer()
        host.mask = mask
        #expect(mask.superlayer === host)
        #expect(host.sublayers == nil || host.sublayers?.isEmpty == true)
        host.mask = nil
        #expect(mask.superlayer == nil)
        let parent = CALayer(), child = CALayer(), other = CALayer()
        parent.addSublayer(child)
        other.mask = child
        #expect(child.superlayer === other)
        #expect(parent.sublayers == nil || parent.sublayers?.isEmpty == true)
    }

    @Test("defaultValue(forKey:) is nil for bounds and position, not for anchorPoint (GNUstep CALayer/geometry.m)")
    func noClassDefaultForBoundsAndPosition() {
        #expect(CALayer.defaultValue(forKey: "bounds") == nil)
        #expect(CALayer.defaultValue(forKey: "position") == nil)
        #expect(CALayer.defaultValue(forKey: "frame") == nil)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        // The layer's own values are still the zero rectangle and point.
        let layer = CALayer()
        #expect(layer.bounds == .zero && layer.position == .zero)
    }

    @Test("CAValueFunction(name:) answers one object per name (GNUstep Tests/quartzcore/CAValueFunction/valuefunction.m)")
    func oneValueFunctionPerName() throws {
        let first = try #require(CAValueFunction(name: .rotateX))
        let second = try #require(CAValueFunction(name: .rotateX))
        let other = try #require(CAValueFunction(name: .rotateY))
        #expect(first === second)
        #expect(first !== other)
        #expect(first.name == .rotateX && other.name == .rotateY)
        let all: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate,
                                          .translateX, .translateY, .translateZ]
        for name in all { #expect(CAValueFunction(name: name)?.name == name) }
        _ = EngineDiagnostics.capture {
            #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "notAValueFunction")) == nil)
        }
    }

    @Test("affineTransform() of a non-affine transform is the identity (GNUstep CALayer/conversion.m)")
    func affineTransformOfNonAffine() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        for t in [CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(.pi / 2, 1, 0, 0),
                  CATransform3DMakeTranslation(0, 0, 5), perspective] {
            layer.transform = t
            #expect(layer.affineTransform() == .identity)
        }
        layer.setAffineTransform(CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7))
        #expect(layer.affineTransform() == CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7))
    }
}
