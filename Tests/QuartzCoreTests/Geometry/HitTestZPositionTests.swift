// hitTest(_:) honours zPosition among siblings (spec §8.2 "topmost first", DECISIONS 10): a higher zPosition is
// on top whatever the sublayer order; equal zPositions fall back to order (later on top), as the compositor draws.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct HitTestZPositionTests {
    /// A root with three overlapping 100×100 siblings at the same place.
    static func overlapping() -> (root: CALayer, a: CALayer, b: CALayer, c: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.position = CGPoint(x: 150, y: 150)
        let layers = (0..<3).map { _ -> CALayer in
            let l = CALayer()
            l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            root.addSublayer(l)
            return l
        }
        return (root, layers[0], layers[1], layers[2])
    }

    @Test("equal zPositions: the last sublayer is hit")
    func tiesByOrder() {
        let s = Self.overlapping()
        #expect(s.root.hitTest(CGPoint(x: 100, y: 100)) === s.c)
    }

    @Test("the first sublayer with zPosition 1 is hit over later siblings at 0")
    func higherZPositionWins() {
        let s = Self.overlapping()
        s.a.zPosition = 1
        #expect(s.root.hitTest(CGPoint(x: 100, y: 100)) === s.a)
        s.b.zPosition = 2
        #expect(s.root.hitTest(CGPoint(x: 100, y: 100)) === s.b)
    }

    @Test("two siblings share the top zPosition: the later of them wins; a negative zPosition goes below")
    func tieAmongTopAndNegative() {
        let s = Self.overlapping()
        s.a.zPosition = 5
        s.b.zPosition = 5
        #expect(s.root.hitTest(CGPoint(x: 100, y: 100)) === s.b)
        let t = Self.overlapping()
        t.c.zPosition = -1
        #expect(t.root.hitTest(CGPoint(x: 100, y: 100)) === t.b)
    }

    @Test("a point only the lower layer covers still hits it")
    func lowerLayerOutsideUpper() {
        let s = Self.overlapping()
        s.c.zPosition = 10
        s.a.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(s.root.hitTest(CGPoint(x: 20, y: 20)) === s.a)
    }
}
