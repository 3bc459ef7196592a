// presentation() shows only the tree the outermost commit published (DECISIONS 6; Apple's presentation(): "The
// sublayers, mask, and superlayer properties of the returned layer return the corresponding objects from the
// presentation tree (not the model tree)"): sublayers added, inserted or removed inside an open transaction, inner
// begin()/commit() pairs included, appear in presentation() only after the outer commit.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("presentation() shows the published sublayers (DECISIONS 6, Apple presentation())")
struct PublishedSublayersTests {
    static func layer(at position: CGPoint) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = position
        return layer
    }

    @Test("addSublayer, insertSublayer(at:) and an inner pair's addSublayer show in presentation() only after the outer commit")
    func insertionsWaitForTheOuterCommit() throws {
        try MediaTimeTestLock.withClock(at: 500) { clock in
            let scene = HostedAnimationScene()
            let added = Self.layer(at: CGPoint(x: 10, y: 20))
            let inserted = Self.layer(at: CGPoint(x: 30, y: 40))
            let inner = Self.layer(at: CGPoint(x: 50, y: 60))
            CATransaction.begin()
            scene.root.addSublayer(added)
            scene.root.insertSublayer(inserted, at: 0)
            CATransaction.begin()
            scene.root.addSublayer(inner)
            CATransaction.commit()   // inner: publishes nothing
            clock.now = 500.1
            scene.frame(at: 500.1)
            let before = try #require(scene.root.presentation())
            #expect(before.sublayers?.count == 1)
            #expect(before.sublayers?.first?.position == CGPoint(x: 200, y: 150))   // the published child only
            #expect(added.presentation() == nil)      // not in the presentation tree yet
            #expect(inner.presentation() == nil)
            #expect(scene.renderer.renderedLayers.count == 2)   // what is drawn agrees: root and child
            #expect(scene.root.sublayers?.count == 4)           // the model has them at once
            CATransaction.commit()   // outer: publishes
            let after = try #require(scene.root.presentation())
            #expect(after.sublayers?.map(\.position) == [CGPoint(x: 30, y: 40), CGPoint(x: 200, y: 150),
                                                         CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 60)])
            #expect(added.presentation()?.position == CGPoint(x: 10, y: 20))
        }
    }

    @Test("a sublayer removed inside an open transaction stays in presentation() until the outer commit")
    func removalWaitsForTheOuterCommit() throws {
        try MediaTimeTestLock.withClock(at: 600) { clock in
            let scene = HostedAnimationScene()
            CATransaction.begin()
            scene.child.removeFromSuperlayer()
            clock.now = 600.1
            scene.frame(at: 600.1)
            let before = try #require(scene.root.presentation())
            #expect(before.sublayers?.count == 1)
            #expect(before.sublayers?.first?.position == CGPoint(x: 200, y: 150))
            #expect(scene.root.sublayers == nil || scene.root.sublayers?.isEmpty == true)
            CATransaction.commit()
            let after = try #require(scene.root.presentation())
            #expect(after.sublayers == nil || after.sublayers?.isEmpty == true)
        }
    }
}
