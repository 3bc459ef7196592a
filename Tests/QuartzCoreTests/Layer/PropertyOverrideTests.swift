// CALayer's properties are `open` members of the class body (API.md), so a subclass can override them as on
// Apple's platforms: observers (didSet) and getter overrides work, and a setter that reaches super still runs
// the change sequence with its action search (spec §1.1–1.2) and the built-in implicit animation (spec §1.4).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct PropertyOverrideTests {
    /// Records every bounds and opacity change its overrides observe.
    final class ObservingLayer: CALayer {
        var boundsChanges: [(old: CGRect, new: CGRect)] = []
        var opacityChanges: [Float] = []

        override var bounds: CGRect {
            didSet { boundsChanges.append((oldValue, bounds)) }
        }

        override var opacity: Float {
            didSet { opacityChanges.append(opacity) }
        }
    }

    /// Shows at most half opacity, whatever is stored, and stores what it is given.
    final class HalfOpacityLayer: CALayer {
        override var opacity: Float {
            get { min(super.opacity, 0.5) }
            set { super.opacity = newValue }
        }
    }

    @Test("didSet overrides of bounds and opacity see each change, and the change still searches for its action")
    func didSetOverridesRunThroughTheActionSearch() {
        let scene = HostedScene()
        let layer = ObservingLayer()
        scene.add(layer)
        let delegate = ActionLookupRecorder()
        layer.delegate = delegate
        layer.boundsChanges = []

        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.opacity = 0.25

        #expect(layer.boundsChanges.count == 1)
        #expect(layer.boundsChanges.first?.old == .zero)
        #expect(layer.boundsChanges.first?.new == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(layer.opacityChanges == [0.25])
        // The delegate was asked (stage one of the search) and the built-in animation was added (last stage).
        #expect(delegate.asked == ["bounds", "opacity"])
        #expect(layer.animation(forKey: "bounds") != nil)
        let fade = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(fade?.keyPath == "opacity" && fade?.fromValue as? Float == 1)
        CATransaction.flush()
    }

    @Test("frame, KVC and negative sizes reach the bounds override with the stored (standardized) value")
    func derivedSettersReachTheOverride() {
        let layer = ObservingLayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.boundsChanges.last?.new == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.setValue(CGRect(x: 0, y: 0, width: -8, height: 6), forKey: "bounds")
        // Standardized by the base setter before didSet runs: origin moved by the width, width made positive.
        #expect(layer.boundsChanges.last?.new == CGRect(x: -8, y: 0, width: 8, height: 6))
        layer.setValue(Float(0.75), forKey: "opacity")
        #expect(layer.opacityChanges == [0.75])
        #expect(layer.boundsChanges.count == 2)
    }

    @Test("a getter override answers reads; its setter through super stores and animates from the model value")
    func getterOverride() {
        let scene = HostedScene()
        let layer = HalfOpacityLayer()
        scene.add(layer)
        #expect(layer.opacity == 0.5)   // stored 1, shown through the override
        layer.opacity = 0.9
        #expect(layer.opacity == 0.5)
        #expect(layer.modelValues.opacity == 0.9)   // the base setter stored the value given
        layer.opacity = 0.2
        #expect(abs(layer.opacity - 0.2) < 1e-6)
        // Each change ran the search and the built-in action, which starts from the stored value (spec §1.4).
        let fade = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(fade?.fromValue as? Float == 0.9)
        CATransaction.flush()
    }

    @Test("value(forKey:) reads a built-in key through the getter, so an override is seen, as Apple's accessor-based KVC")
    func keyValueCodingReadsThroughGetterOverride() {
        let layer = HalfOpacityLayer()
        layer.opacity = 0.9
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
        #expect(CALayer().value(forKey: "opacity") as? Float == 1)
    }
}
