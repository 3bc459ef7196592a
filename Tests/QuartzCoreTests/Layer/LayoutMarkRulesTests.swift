// CALayer.h on -setNeedsLayout (docs/behaviour.md §1.7): "This method is automatically invoked on a layer whenever
// its `sublayers' or `layoutManager' property is modified, and is invoked on the layer and its superlayer whenever
// its `bounds' or `transform' properties are modified. Implicit calls to -setNeedsLayout are skipped if the layer is
// currently executing its -layoutSublayers method."
import Foundation
import Testing
@testable import QuartzCore

@Suite struct LayoutMarkRulesTests {
    /// A settled parent with one child, laid out.
    func settledPair() -> (parent: CALayer, child: CALayer) {
        let parent = CALayer(), child = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        parent.addSublayer(child)
        parent.layoutIfNeeded()
        return (parent, child)
    }

    @Test("a bounds change marks the layer and its superlayer")
    func boundsMarksLayerAndSuperlayer() {
        let (parent, child) = settledPair()
        #expect(!parent.needsLayout() && !child.needsLayout())
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(child.needsLayout() && parent.needsLayout())
    }

    @Test("a transform change marks the layer and its superlayer; an equal transform marks nothing")
    func transformMarksLayerAndSuperlayer() {
        let (parent, child) = settledPair()
        child.transform = CATransform3DIdentity
        #expect(!parent.needsLayout() && !child.needsLayout())
        child.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(child.needsLayout() && parent.needsLayout())
        parent.layoutIfNeeded()
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(child.needsLayout() && parent.needsLayout())
        parent.layoutIfNeeded()
        child.setValue(NSNumber(value: 0.5), forKeyPath: "transform.rotation.z")
        #expect(child.needsLayout() && parent.needsLayout())
    }

    /// A delegate whose layoutSublayers(of:) adds a sublayer and resizes its layer.
    final class BuildingDelegate: CALayerDelegate {
        var calls = 0
        func layoutSublayers(of layer: CALayer) {
            calls += 1
            if layer.sublayers?.isEmpty ?? true { layer.addSublayer(CALayer()) }
            layer.bounds.size.width += 1
        }
    }

    @Test("sublayers added and a resize inside layoutSublayers(of:) do not leave the layer marked")
    func layoutThatAddsSublayersSettles() {
        let layer = CALayer()
        let delegate = BuildingDelegate()
        layer.delegate = delegate
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(delegate.calls == 1)
        #expect(layer.sublayers?.count == 1)
        #expect(!layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(delegate.calls == 1)
    }

    /// A layer whose own layoutSublayers() resizes a sublayer and marks itself explicitly once.
    final class ExplicitLayer: CALayer {
        var askAgain = true
        override func layoutSublayers() {
            super.layoutSublayers()
            sublayers?.first?.bounds.size.width += 5   // marks the sublayer; its mark on this layer is skipped
            if askAgain {
                askAgain = false
                setNeedsLayout()   // explicit: kept, for the next pass
            }
        }
    }

    @Test("inside layoutSublayers() a sublayer's resize marks the sublayer but not the running layer; an explicit call does")
    func implicitMarksSkippedExplicitKept() {
        let layer = ExplicitLayer(), child = CALayer()
        layer.addSublayer(child)
        layer.askAgain = false
        layer.layoutIfNeeded()
        #expect(!layer.needsLayout() && !child.needsLayout())
        layer.askAgain = true
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(layer.needsLayout())   // the explicit setNeedsLayout() inside its layout
        #expect(!child.needsLayout())  // laid out in the same pass, after its superlayer
    }
}
