// The published values kept property by property (PublishedState.swift; DECISIONS 6, spec §8.1
// presentation(): "all properties as they were at the start of the current transaction"): each changed property's
// first old value in a transaction is what presentation() shows until the outermost commit; a second change of the
// same property keeps the first old value; stores that bypass the change sequence (style) do not show through once
// changes are remembered; the record is reused in the next transaction; and after a commit it holds no reference to
// a replaced value.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("Published values, property by property (DECISIONS 6)")
struct PublishedValuesByPropertyTests {
    /// Runs `change` in a transaction with actions disabled, left open until `body` has looked.
    static func unpublished(_ change: () -> Void, _ body: () throws -> Void) rethrows {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        try body()
        CATransaction.commit()
    }

    @Test("several properties, one changed twice: presentation() shows each one's value from before the transaction")
    func eachChangedPropertyShowsItsPublishedValue() throws {
        try MediaTimeTestLock.withClock(at: 5000) { _ in
            let scene = HostedAnimationScene()
            let layer = scene.child
            try Self.unpublished({
                layer.opacity = 0.5
                layer.cornerRadius = 6
                layer.opacity = 0.25   // the published value stays 1, not 0.5
                layer.shadowColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            }) {
                let p = try #require(layer.presentation())
                #expect(p.opacity == 1 && p.cornerRadius == 0)
                #expect(p.shadowColor == CGColor(gray: 0, alpha: 1))
                #expect(p.position == CGPoint(x: 200, y: 150))   // unchanged properties: the model's
                #expect(layer.opacity == 0.25 && layer.cornerRadius == 6)
            }
            let p = try #require(layer.presentation())
            #expect(p.opacity == 0.25 && p.cornerRadius == 6)
            #expect(p.shadowColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        }
    }

    @Test("the next transaction remembers its own published values on the kept record")
    func nextTransactionRemembersAgain() throws {
        try MediaTimeTestLock.withClock(at: 5100) { _ in
            let scene = HostedAnimationScene()
            let layer = scene.child
            Self.unpublished({ layer.opacity = 0.5; layer.borderWidth = 2 }) {}
            try Self.unpublished({ layer.opacity = 0.25; layer.zPosition = 3 }) {
                let p = try #require(layer.presentation())
                #expect(p.opacity == 0.5 && p.borderWidth == 2 && p.zPosition == 0)
            }
            let p = try #require(layer.presentation())
            #expect(p.opacity == 0.25 && p.borderWidth == 2 && p.zPosition == 3)
        }
    }

    @Test("a plain value remembered in an earlier transaction does not show through the next one's whole snapshot")
    func plainValueFromAnEarlierTransactionStaysBehind() throws {
        try MediaTimeTestLock.withClock(at: 5150) { _ in
            let scene = HostedAnimationScene()
            let layer = scene.child
            // Published 0.5: the kept storage's opacity field is left at 1 (plain fields are not copied back).
            Self.unpublished({ layer.opacity = 0.5 }) {}
            try Self.unpublished({
                layer.cornerRadius = 3
                layer.style = ["borderWidth": CGFloat(4)]   // a raw store: the whole published model is kept
            }) {
                let p = try #require(layer.presentation())
                #expect(p.opacity == 0.5 && p.cornerRadius == 0 && p.borderWidth == 0)
            }
            let p = try #require(layer.presentation())
            #expect(p.opacity == 0.5 && p.cornerRadius == 3 && p.borderWidth == 4)
        }
    }

    @Test("a style applied after a property set in the same transaction does not show in presentation() before the commit")
    func styleAfterASetStaysUnpublished() throws {
        try MediaTimeTestLock.withClock(at: 5200) { _ in
            let scene = HostedAnimationScene()
            let layer = scene.child
            try Self.unpublished({
                layer.opacity = 0.5
                layer.style = ["cornerRadius": CGFloat(9)]
            }) {
                let p = try #require(layer.presentation())
                #expect(p.opacity == 1 && p.cornerRadius == 0)
                #expect(layer.cornerRadius == 9)
            }
            let p = try #require(layer.presentation())
            #expect(p.opacity == 0.5 && p.cornerRadius == 9)
        }
    }

    @Test("after the commit the record holds no reference to a replaced value")
    func replacedValueIsReleasedAfterTheCommit() throws {
        try MediaTimeTestLock.withClock(at: 5300) { _ in
            let scene = HostedAnimationScene()
            let layer = scene.child
            weak var replaced: CGColor?
            do {
                let first = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
                replaced = first
                Self.unpublished({ layer.shadowColor = first }) {}
                try Self.unpublished({ layer.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }) {
                    let shown = try #require(layer.presentation()).shadowColor
                    #expect(shown == first)   // remembered while unpublished
                }
            }
            #expect(replaced == nil)
        }
    }
}
