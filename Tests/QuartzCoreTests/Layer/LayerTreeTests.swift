// The layer tree (API.md) and its bad input (DECISIONS 12).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct LayerTreeTests {
    @Test("insert at, below, above and replace put sublayers in the stated order")
    func insertionOrder() {
        let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer()
        p.addSublayer(a)
        p.insertSublayer(b, at: 0)
        p.insertSublayer(c, above: b)
        p.insertSublayer(d, below: b)
        #expect(p.sublayers?.map(ObjectIdentifier.init) == [d, b, c, a].map(ObjectIdentifier.init))
        p.replaceSublayer(c, with: e)
        #expect(p.sublayers?.map(ObjectIdentifier.init) == [d, b, e, a].map(ObjectIdentifier.init))
        #expect(c.superlayer == nil && e.superlayer === p)
        b.removeFromSuperlayer()
        #expect(p.sublayers?.count == 3 && b.superlayer == nil)
    }

    @Test("adding a layer to another superlayer removes it from the first")
    func reparenting() {
        let p1 = CALayer(), p2 = CALayer(), x = CALayer()
        p1.addSublayer(x)
        p2.addSublayer(x)
        #expect(p1.sublayers == nil && p2.sublayers?.first === x && x.superlayer === p2)
    }

    @Test("adding a layer to itself or to its own descendant is reported once and ignored")
    func cycleRejected() {
        let a = CALayer(), b = CALayer()
        a.name = "cycleTestA"
        b.name = "cycleTestB"
        a.addSublayer(b)
        let messages = EngineDiagnostics.capture {
            b.addSublayer(a)
            b.addSublayer(a)   // the same problem again: silent
            a.addSublayer(a)
        }
        let mine = messages.filter { $0.contains("cycleTest") && $0.contains("cannot be added to itself") }
        #expect(mine.count == 2)
        #expect(a.superlayer == nil && b.sublayers == nil)
    }

    @Test("removing a layer that is not in a tree is reported and does nothing")
    func removeUnparented() {
        let l = CALayer()
        l.name = "loneRemoveTest"
        let messages = EngineDiagnostics.capture { l.removeFromSuperlayer() }
        #expect(messages.contains { $0.contains("not in a layer tree") && $0.contains("loneRemoveTest") })
    }

    @Test("a mask is owned by its layer, leaves its old superlayer, and cannot be the layer itself")
    func maskRules() {
        let l = CALayer(), m = CALayer(), p = CALayer()
        p.addSublayer(m)
        l.mask = m
        // A mask's superlayer is the layer it masks (measured on Apple by GNUstep's CALayer/masking.m).
        #expect(l.mask === m && m.superlayer === l && p.sublayers == nil)
        m.removeFromSuperlayer()
        #expect(l.mask == nil)
        l.name = "maskSelfTest"
        let messages = EngineDiagnostics.capture { l.mask = l }
        #expect(l.mask == nil && messages.contains { $0.contains("cannot mask itself") })
    }
}
