// onOrderIn / onOrderOut reach the visible descendants of a layer entering or leaving a hosted tree, and of a
// layer being hidden or unhidden (spec §1.2, decision in CALayer+OrderEvents.swift); hidden subtrees get none.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct OrderEventDescendantTests {
    /// A delegate that logs "name:event" for the order events of every layer it serves.
    final class OrderLog: CALayerDelegate {
        var entries: [String] = []
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            if event == kCAOnOrderIn || event == kCAOnOrderOut { entries.append("\(layer.name ?? "?"):\(event)") }
            return nil
        }
    }

    /// parent → (child → grandchild), (hiddenChild → underHidden), all with the same logging delegate.
    static func subtree(_ log: OrderLog) -> (parent: CALayer, child: CALayer, hiddenChild: CALayer) {
        func make(_ name: String) -> CALayer {
            let l = CALayer()
            l.name = name
            l.delegate = log
            return l
        }
        let parent = make("parent"), child = make("child"), grandchild = make("grandchild")
        let hiddenChild = make("hiddenChild"), underHidden = make("underHidden")
        hiddenChild.isHidden = true
        parent.addSublayer(child)
        child.addSublayer(grandchild)
        parent.addSublayer(hiddenChild)
        hiddenChild.addSublayer(underHidden)
        return (parent, child, hiddenChild)
    }

    @Test("inserting a subtree into a hosted tree posts onOrderIn on the layer and its visible descendants")
    func insertion() {
        let log = OrderLog(), scene = HostedScene(), s = Self.subtree(log)
        scene.root.addSublayer(s.parent)
        #expect(log.entries == ["parent:onOrderIn", "child:onOrderIn", "grandchild:onOrderIn"])
        CATransaction.flush()
    }

    @Test("removing it posts onOrderOut on the same layers; hiding and unhiding a child reach its descendants")
    func removalAndHiding() {
        let log = OrderLog(), scene = HostedScene(), s = Self.subtree(log)
        scene.add(s.parent)
        log.entries = []
        s.child.isHidden = true
        #expect(log.entries == ["child:onOrderOut", "grandchild:onOrderOut"])
        s.child.isHidden = false
        s.hiddenChild.isHidden = false
        #expect(log.entries.suffix(4) == ["child:onOrderIn", "grandchild:onOrderIn", "hiddenChild:onOrderIn",
                                          "underHidden:onOrderIn"])
        s.hiddenChild.isHidden = true
        log.entries = []
        s.parent.removeFromSuperlayer()
        #expect(log.entries == ["parent:onOrderOut", "child:onOrderOut", "grandchild:onOrderOut"])
        CATransaction.flush()
    }

    @Test("an unhosted subtree gets no order events")
    func unhostedNone() {
        let log = OrderLog(), s = Self.subtree(log)
        let root = CALayer()
        root.addSublayer(s.parent)
        s.parent.removeFromSuperlayer()
        #expect(log.entries.isEmpty)
    }
}
