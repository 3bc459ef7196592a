// isGeometryFlipped in convert(_:to:)/convert(_:from:) (docs/behaviour.md §8.3): a flipped layer's own points are read
// in its flipped coordinates, the ones its sublayers are placed in. Apple's isGeometryFlipped page: "If the layer
// is flipped, the origin of its coordinate system is in the lower-left corner" (seen from its superlayer).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct GeometryFlippedConversionTests {
    /// A 200×200 parent and a 40×20 child whose frame is (30, 40, 40, 20).
    func pair(childFlipped: Bool, parentFlipped: Bool = false) -> (parent: CALayer, child: CALayer) {
        let parent = CALayer(), child = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        parent.position = CGPoint(x: 100, y: 100)
        parent.isGeometryFlipped = parentFlipped
        child.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        child.position = CGPoint(x: 50, y: 50)
        child.isGeometryFlipped = childFlipped
        parent.addSublayer(child)
        return (parent, child)
    }

    @Test("a flipped layer's bounds origin is its bottom-left corner in its superlayer")
    func flippedOriginIsBottomLeft() {
        let (parent, child) = pair(childFlipped: true)
        #expect(child.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 30, y: 60))
        #expect(child.convert(CGPoint(x: 40, y: 20), to: parent) == CGPoint(x: 70, y: 40))
        #expect(parent.convert(CGPoint(x: 30, y: 60), to: child) == CGPoint(x: 0, y: 0))
        #expect(child.convert(CGPoint(x: 30, y: 60), from: parent) == CGPoint(x: 0, y: 0))
        #expect(parent.convert(CGPoint(x: 0, y: 0), from: child) == CGPoint(x: 30, y: 60))
        #expect(child.convert(child.bounds, to: parent) == CGRect(x: 30, y: 40, width: 40, height: 20))
        // Unflipped, the same layer's origin is its top-left corner.
        let (plainParent, plainChild) = pair(childFlipped: false)
        #expect(plainChild.convert(CGPoint(x: 0, y: 0), to: plainParent) == CGPoint(x: 30, y: 40))
    }

    @Test("a flipped layer's own coordinates are the ones its sublayers are placed in")
    func ownPointsAgreeWithSublayerPositions() {
        let (parent, child) = pair(childFlipped: false, parentFlipped: true)
        // The child sits at position (50, 50) in its flipped parent: its anchor converts to exactly that point.
        #expect(child.convert(CGPoint(x: 20, y: 10), to: parent) == CGPoint(x: 50, y: 50))
        #expect(parent.convert(CGPoint(x: 50, y: 50), to: child) == CGPoint(x: 20, y: 10))
        // In the parent's superlayer space (nil: the base) the flip shows: y = 50 is 50 up from the bottom edge.
        #expect(parent.convert(CGPoint(x: 50, y: 50), to: nil) == CGPoint(x: 50, y: 150))
        #expect(child.convert(CGPoint(x: 20, y: 10), to: nil) == CGPoint(x: 50, y: 150))
    }
}
