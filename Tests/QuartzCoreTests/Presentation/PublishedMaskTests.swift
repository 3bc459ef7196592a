// presentation() and the drawn tree show only the mask the outermost commit published (DECISIONS 6; Apple's
// presentation(): "The sublayers, mask, and superlayer properties of the returned layer return the corresponding
// objects from the presentation tree (not the model tree)"): a mask set, replaced or removed inside an open
// transaction, inner begin()/commit() pairs included, shows only after the outer commit, like sublayer changes.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("presentation() shows the published mask (DECISIONS 6, Apple presentation())")
struct PublishedMaskTests {
    /// An opaque 10-point mask (the sublayer tests' layer, filled).
    static func maskLayer(at position: CGPoint) -> CALayer {
        let mask = PublishedSublayersTests.layer(at: position)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        return mask
    }

    @Test("a mask set by an inner begin()/commit() pair shows in presentation() and is drawn only after the outer commit")
    func maskSetInsideAnInnerPairWaitsForTheOuterCommit() throws {
        try MediaTimeTestLock.withClock(at: 700) { clock in
            let scene = HostedAnimationScene()
            let mask = Self.maskLayer(at: CGPoint(x: 20, y: 30))
            CATransaction.begin()
            CATransaction.begin()
            scene.child.mask = mask
            CATransaction.commit()   // inner: publishes nothing
            clock.now = 700.1
            scene.frame(at: 700.1)
            let before = try #require(scene.child.presentation())
            #expect(before.mask == nil)                        // the published child has no mask yet
            #expect(mask.presentation() == nil)                // the mask is not in the presentation tree
            #expect(scene.renderer.renderedLayers.count == 2)  // drawn: root and child, no mask
            #expect(scene.child.mask === mask)                 // the model has it at once
            CATransaction.commit()   // outer: publishes
            let after = try #require(scene.child.presentation())
            #expect(after.mask?.position == CGPoint(x: 20, y: 30))
            #expect(mask.presentation()?.position == CGPoint(x: 20, y: 30))
            clock.now = 700.2
            scene.frame(at: 700.2)
            #expect(scene.renderer.renderedLayers.count == 3)
        }
    }

    @Test("a mask replaced or removed inside an open transaction stays in presentation() until the outer commit")
    func maskReplacedOrRemovedWaitsForTheOuterCommit() throws {
        try MediaTimeTestLock.withClock(at: 800) { clock in
            let scene = HostedAnimationScene()
            let first = Self.maskLayer(at: CGPoint(x: 20, y: 30))
            let second = Self.maskLayer(at: CGPoint(x: 60, y: 70))
            scene.child.mask = first
            CATransaction.flush()   // publishes the first mask
            CATransaction.begin()
            scene.child.mask = second
            clock.now = 800.1
            scene.frame(at: 800.1)
            let beforeReplace = try #require(scene.child.presentation())
            #expect(beforeReplace.mask?.position == CGPoint(x: 20, y: 30))
            #expect(second.presentation() == nil)
            CATransaction.commit()
            let afterReplace = try #require(scene.child.presentation())
            #expect(afterReplace.mask?.position == CGPoint(x: 60, y: 70))

            CATransaction.begin()
            second.removeFromSuperlayer()   // a mask leaves the layer it masks
            #expect(scene.child.mask == nil)
            let beforeRemoval = try #require(scene.child.presentation())
            #expect(beforeRemoval.mask?.position == CGPoint(x: 60, y: 70))
            CATransaction.commit()
            let afterRemoval = try #require(scene.child.presentation())
            #expect(afterRemoval.mask == nil)
        }
    }
}
