// isGeometryFlipped and contentsAreFlipped() (CALayer.h: geometryFlipped "Defaults to NO"; contentsAreFlipped
// "Returns true if the contents … will be implicitly flipped when rendered …, e.g. if there are an odd number of
// layers with flippedGeometry=YES from the receiver up to and including the implicit container of the root
// layer").
import Foundation
import Testing
@testable import QuartzCore

@Suite("isGeometryFlipped and contentsAreFlipped() (CALayer.h)")
struct ContentsAreFlippedTests {
    @Test("isGeometryFlipped defaults to false, is stored and KVC-visible as \"geometryFlipped\", and is not animatable")
    func storedAndKeyValueCoded() {
        let layer = CALayer()
        #expect(!layer.isGeometryFlipped)
        #expect(layer.value(forKey: "geometryFlipped") as? Bool == false)
        layer.setValue(true, forKey: "geometryFlipped")
        #expect(layer.isGeometryFlipped)
        layer.isGeometryFlipped = false
        #expect(layer.value(forKey: "geometryFlipped") as? Bool == false)
        #expect(LayerProperty.named("geometryFlipped")?.isAnimatable == false)
    }

    @Test("contentsAreFlipped() is the parity of geometry-flipped layers from the receiver up to the root")
    func parityUpTheTree() {
        let root = CALayer(), middle = CALayer(), leaf = CALayer(), mask = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        leaf.mask = mask
        #expect(!leaf.contentsAreFlipped() && !root.contentsAreFlipped())   // false by default
        middle.isGeometryFlipped = true
        #expect(middle.contentsAreFlipped())   // the receiver counts
        #expect(leaf.contentsAreFlipped())
        #expect(mask.contentsAreFlipped())     // a mask follows the layer it masks
        #expect(!root.contentsAreFlipped())
        root.isGeometryFlipped = true
        #expect(!leaf.contentsAreFlipped())    // two flips
        #expect(root.contentsAreFlipped())
    }

    @Test("the snapshot carries contentsAreFlipped() for the compositor")
    func snapshotCarriesTheFlip() throws {
        let renderer = CARenderer()
        let root = CALayer(), child = CALayer()
        root.isGeometryFlipped = true
        root.addSublayer(child)
        renderer.layer = root
        CATransaction.flush()
        let layers = renderer.latestTree.layers
        #expect(layers.count == 2)
        #expect(layers.allSatisfy { $0.contentsAreFlipped })
        #expect(layers[0].isGeometryFlipped && !layers[1].isGeometryFlipped)
        renderer.layer = nil
    }
}
