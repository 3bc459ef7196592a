// Seed 002's DRInspectionLayer / DRInspectionView, ported: a CALayer subclass overrides add(_:forKey:) to log
// each animation and calls super; a view stand-in picks it with `override class var layerClass`. Proves that
// API.md's `open` members are overridable from outside the class body (spec §1.3: an action that is an
// animation reaches the layer through add(_:forKey:)), and that CATransaction's class funcs are too.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct Seed002InspectionLayerTests {
    /// seed 002: `- (void)addAnimation:(CAAnimation *)anim forKey:(NSString *)key { NSLog(...); [super ...]; }`
    final class DRInspectionLayer: CALayer {
        private(set) var log: [String] = []
        override func add(_ anim: CAAnimation, forKey key: String?) {
            let keyPath = (anim as? CAPropertyAnimation)?.keyPath ?? "-"
            log.append("adding animation: \(type(of: anim)) keyPath=\(keyPath) key=\(key ?? "nil")")
            super.add(anim, forKey: key)
        }
    }

    /// A minimal stand-in for UIKit's UIView: it makes its layer from `layerClass` and, as UIKit does,
    /// answers NSNull outside an animation block and a CABasicAnimation (fromValue = the old value) inside.
    class InspectionViewBase: CALayerDelegate {
        class var layerClass: CALayer.Type { CALayer.self }
        let layer: CALayer
        var isInAnimationBlock = false

        init() {
            layer = Self.layerClass.init(addOverrideInitAndInitLayer: nil)
            layer.delegate = self
        }

        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            guard isInAnimationBlock else { return NSNull() }
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = layer.value(forKey: event)
            animation.duration = 0.3
            return animation
        }

        func animate(_ changes: () -> Void) {
            isInAnimationBlock = true
            changes()
            isInAnimationBlock = false
        }
    }

    /// seed 002: `+ (Class)layerClass { return [DRInspectionLayer class]; }`
    final class DRInspectionView: InspectionViewBase {
        override class var layerClass: CALayer.Type { DRInspectionLayer.self }
    }

    @Test("seed 002: the view's layer is a DRInspectionLayer and its add(_:forKey:) override sees the block's animation")
    func overrideSeesBlockAnimation() throws {
        let scene = HostedScene()
        let view = DRInspectionView()
        let layer = try #require(view.layer as? DRInspectionLayer)
        scene.add(layer)
        layer.position = CGPoint(x: 5, y: 5)   // outside the block: NSNull, no animation
        #expect(layer.log.isEmpty)
        view.animate { layer.position = CGPoint(x: 50, y: 60) }
        #expect(layer.log == ["adding animation: CABasicAnimation keyPath=position key=position"])
        // super.add stored the frozen copy, with the seed's fromValue {5, 5}.
        let stored = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(stored.fromValue as? CGPoint == CGPoint(x: 5, y: 5))
        #expect(stored.duration == 0.3)
        CATransaction.flush()
    }

    @Test("an explicit add on a DRInspectionLayer typed as CALayer dispatches to the override")
    func explicitAddDispatchesDynamically() {
        let layer: CALayer = DRInspectionLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        layer.add(fade, forKey: "fade in slowly")
        #expect((layer as? DRInspectionLayer)?.log == ["adding animation: CABasicAnimation keyPath=opacity key=fade in slowly"])
        #expect(layer.animationKeys() == ["fade in slowly"])
    }

    /// Overrides of the other API.md members, each counting and calling super.
    final class CountingLayer: CALayer {
        var calls: [String] = []
        override func removeAnimation(forKey key: String) { calls.append("remove \(key)"); super.removeAnimation(forKey: key) }
        override func removeAllAnimations() { calls.append("removeAll"); super.removeAllAnimations() }
        override func animationKeys() -> [String]? { calls.append("keys"); return super.animationKeys() }
        override func setNeedsLayout() { calls.append("setNeedsLayout"); super.setNeedsLayout() }
        override func setNeedsDisplay() { calls.append("setNeedsDisplay"); super.setNeedsDisplay() }
        override func layoutIfNeeded() { calls.append("layoutIfNeeded"); super.layoutIfNeeded() }
        override func model() -> Self { calls.append("model"); return super.model() }
        override func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
            calls.append("convert"); return super.convert(p, from: l)
        }
        override func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
            calls.append("convertTime"); return super.convertTime(t, from: l)
        }
        override func addSublayer(_ layer: CALayer) { calls.append("addSublayer"); super.addSublayer(layer) }
    }

    @Test("removeAnimation, animationKeys, layout/display flags, model, convert, convertTime, addSublayer are overridable")
    func otherMembersOverridable() {
        let layer = CountingLayer()
        let base: CALayer = layer
        base.add(CABasicAnimation(keyPath: "opacity"), forKey: "a")
        base.removeAnimation(forKey: "a")
        base.removeAllAnimations()
        _ = base.animationKeys()
        base.setNeedsLayout(); base.setNeedsDisplay(); base.layoutIfNeeded()
        _ = base.model()
        #expect(base.convert(CGPoint(x: 1, y: 2), from: nil) == CGPoint(x: 1, y: 2))
        #expect(base.convertTime(3, from: nil) == 3)
        base.addSublayer(CALayer())
        #expect(layer.calls == ["remove a", "removeAll", "keys", "setNeedsLayout", "setNeedsDisplay",
                                "layoutIfNeeded", "model", "convert", "convertTime", "addSublayer"])
    }

    /// A transaction subclass overriding class funcs (API.md: `open class func`).
    final class FixedDurationTransaction: CATransaction {
        override class func animationDuration() -> CFTimeInterval { 2 * super.animationDuration() }
    }

    @Test("CATransaction's class funcs are overridable: a subclass doubles animationDuration()")
    func transactionClassFuncsOverridable() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.75)
        #expect(FixedDurationTransaction.animationDuration() == 1.5)
        #expect(CATransaction.animationDuration() == 0.75)
        CATransaction.commit()
    }
}
