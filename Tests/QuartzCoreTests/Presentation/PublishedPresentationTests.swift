// presentation() shows only what the outermost commit published (DECISIONS 6; spec §2.1 "Only after you commit
// the changes for the outermost transaction does Core Animation begin the associated animations", §8.1 the header's
// presentation(): "all properties as they were at the start of the current transaction").
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("presentation() shows the published state (DECISIONS 6, spec 8.1)")
struct PublishedPresentationTests {
    @Test("an inner begin()/commit() pair publishes nothing: after a rendered frame presentation() still shows the old values until the outer commit")
    func innerCommitDoesNotPublish() throws {
        try MediaTimeTestLock.withClock(at: 300) { clock in
            let scene = HostedAnimationScene()
            CATransaction.begin()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.child.opacity = 0.25
            scene.child.position = CGPoint(x: 10, y: 20)
            CATransaction.commit()   // inner: publishes nothing
            clock.now = 300.1
            scene.frame(at: 300.1)
            let before = try #require(scene.child.presentation())
            #expect(before.opacity == 1)
            #expect(before.position == CGPoint(x: 200, y: 150))
            #expect(scene.renderedChild?.opacity == 1)   // what is drawn agrees
            #expect(scene.child.opacity == 0.25)          // the model has the new value at once
            CATransaction.commit()   // outer: publishes
            let after = try #require(scene.child.presentation())
            #expect(after.opacity == 0.25)
            #expect(after.position == CGPoint(x: 10, y: 20))
        }
    }

    @Test("an implicit animation set inside an inner pair starts from the published value only at the outer commit")
    func implicitAnimationWaitsForTheOuterCommit() throws {
        try MediaTimeTestLock.withClock(at: 400) { clock in
            let scene = HostedAnimationScene()
            CATransaction.begin()
            CATransaction.begin()
            scene.child.opacity = 0
            CATransaction.commit()
            clock.now = 400.1
            scene.frame(at: 400.1)
            #expect(try #require(scene.child.presentation()).opacity == 1)   // not 0: the change is unpublished
            CATransaction.commit()
            clock.now = 400.125
            let mid = Double(try #require(scene.child.presentation()).opacity)
            #expect(mid > 0 && mid < 1)   // now fading from the published 1 towards 0
        }
    }
}
