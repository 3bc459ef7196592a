// CAScrollLayer and CALayer's scrolling methods (CAScrollLayer.h; Apple's scrollMode, scroll(to:), scroll(_:),
// scrollRectToVisible(_:) and visibleRect pages): the default mode (both) and masksToBounds (true), the origin
// each call leaves under each mode, the ancestor search, visibleRect through nested scroll layers, the implicit
// "bounds" animation a hosted scroll gets, and one message for bad input.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAScrollLayer")
struct ScrollLayerTests {
    /// A 100×80 scroll layer holding a 400×300 content layer whose top-left sits at (0, 0) of the scroll layer's
    /// coordinates, and a 20×10 marker at (150, 200) in the content's.
    final class Tree {
        let scroll = CAScrollLayer()
        let content = CALayer()
        let marker = CALayer()

        init(mode: CAScrollLayerScrollMode = .both) {
            scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
            scroll.scrollMode = mode
            content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            marker.frame = CGRect(x: 150, y: 200, width: 20, height: 10)
            content.addSublayer(marker)
            scroll.addSublayer(content)
        }
    }

    @Test("defaults are Apple's: scrollMode both, masksToBounds true; KVC reads the mode as its string")
    func defaults() {
        let s = CAScrollLayer()
        #expect(s.scrollMode == .both)
        #expect(s.masksToBounds == true)
        #expect(CALayer().masksToBounds == false)
        #expect(s.value(forKey: "scrollMode") as? String == "both")
        s.setValue("vertically", forKey: "scrollMode")
        #expect(s.scrollMode == .vertically)
        #expect(CAScrollLayer(layer: s).scrollMode == .vertically)
    }

    @Test("scroll(to: point) sets bounds.origin along the axes scrollMode allows, keeping the size")
    func scrollToPointHonoursMode() {
        let expected: [(CAScrollLayerScrollMode, CGPoint)] = [
            (.both, CGPoint(x: 30, y: 45)), (.horizontally, CGPoint(x: 30, y: 0)),
            (.vertically, CGPoint(x: 0, y: 45)), (.none, CGPoint(x: 0, y: 0)),
        ]
        for (mode, origin) in expected {
            let t = Tree(mode: mode)
            t.scroll.scroll(to: CGPoint(x: 30, y: 45))
            #expect(t.scroll.bounds == CGRect(origin: origin, size: CGSize(width: 100, height: 80)), "\(mode.rawValue)")
        }
    }

    @Test("scroll(to: rect) moves the origin the least distance that shows the rect, minimum edge first when larger")
    func scrollToRectIsMinimal() {
        let t = Tree()
        t.scroll.scroll(to: CGRect(x: 150, y: 20, width: 30, height: 30))   // right of the view: x moves, y stays
        #expect(t.scroll.bounds.origin == CGPoint(x: 80, y: 0))
        t.scroll.scroll(to: CGRect(x: 90, y: 10, width: 20, height: 20))    // already visible: nothing moves
        #expect(t.scroll.bounds.origin == CGPoint(x: 80, y: 0))
        t.scroll.scroll(to: CGRect(x: 10, y: 100, width: 10, height: 10))   // left and below
        #expect(t.scroll.bounds.origin == CGPoint(x: 10, y: 30))
        t.scroll.scroll(to: CGRect(x: 200, y: 0, width: 300, height: 10))   // wider than the view: its left edge
        #expect(t.scroll.bounds.origin == CGPoint(x: 200, y: 0))
        let vertical = Tree(mode: .vertically)
        vertical.scroll.scroll(to: CGRect(x: 150, y: 100, width: 30, height: 30))
        #expect(vertical.scroll.bounds.origin == CGPoint(x: 0, y: 50))
    }

    @Test("scroll(_:) on a sublayer puts its point at the closest ancestor scroll layer's origin")
    func scrollPointFromSublayer() {
        let t = Tree()
        t.marker.scroll(CGPoint(x: 5, y: 5))   // marker (150, 200) + (5, 5) in the scroll layer's coordinates
        #expect(t.scroll.bounds.origin == CGPoint(x: 155, y: 205))
        let inner = CAScrollLayer()
        inner.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        let deep = CALayer()
        deep.frame = CGRect(x: 7, y: 3, width: 5, height: 5)
        inner.addSublayer(deep)
        t.content.addSublayer(inner)
        deep.scroll(.zero)   // the closest scroll layer scrolls, the outer one keeps its origin
        #expect(inner.bounds.origin == CGPoint(x: 7, y: 3))
        #expect(t.scroll.bounds.origin == CGPoint(x: 155, y: 205))
        let loose = CALayer()
        loose.scroll(CGPoint(x: 3, y: 3))   // no scroll layer above: nothing happens
        #expect(loose.bounds.origin == .zero)
    }

    @Test("scrollRectToVisible(_:) scrolls the closest scroll layer minimally to show the sublayer's rect")
    func scrollRectToVisibleFromSublayer() {
        let t = Tree()
        t.marker.scrollRectToVisible(t.marker.bounds)   // (150, 200, 20, 10): origin (170 − 100, 210 − 80)
        #expect(t.scroll.bounds.origin == CGPoint(x: 70, y: 130))
        let horizontal = Tree(mode: .horizontally)
        horizontal.marker.scrollRectToVisible(horizontal.marker.bounds)
        #expect(horizontal.scroll.bounds.origin == CGPoint(x: 70, y: 0))
    }

    @Test("visibleRect is the bounds clipped by every enclosing scroll layer, in the layer's own coordinates")
    func visibleRectClipsToScrollLayers() {
        let t = Tree()
        #expect(t.content.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 80))
        t.scroll.scroll(to: CGPoint(x: 120, y: 150))
        #expect(t.content.visibleRect == CGRect(x: 120, y: 150, width: 100, height: 80))
        #expect(t.marker.visibleRect == CGRect(x: 0, y: 0, width: 20, height: 10))   // wholly inside the view
        t.scroll.scroll(to: CGPoint(x: 160, y: 205))
        #expect(t.marker.visibleRect == CGRect(x: 10, y: 5, width: 10, height: 5))
        t.scroll.scroll(to: CGPoint.zero)
        #expect(t.marker.visibleRect.isNull)   // scrolled out of view
        #expect(t.scroll.visibleRect == t.scroll.bounds)   // no scroll layer above the scroll layer itself
        // A second scroll layer outside clips too: the outer view shows (0, 0)–(60, 50) of its coordinates.
        let outer = CAScrollLayer()
        outer.bounds = CGRect(x: 0, y: 0, width: 60, height: 50)
        t.scroll.position = CGPoint(x: 50, y: 40)   // the inner view's top-left at (0, 0) of the outer layer
        outer.addSublayer(t.scroll)
        #expect(t.content.visibleRect == CGRect(x: 0, y: 0, width: 60, height: 50))
    }

    @Test("a hosted scroll animates bounds implicitly as any bounds change (the \"bounds\" action)")
    func hostedScrollAnimatesBounds() {
        MediaTimeTestLock.withClock(at: 100) { _ in
            let t = Tree()
            let scene = HostedAnimationScene(child: t.scroll)
            t.scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
            CATransaction.flush()
            t.scroll.scroll(to: CGPoint(x: 40, y: 20))
            #expect(t.scroll.animation(forKey: "bounds") != nil)
            CATransaction.flush()
            #expect(t.scroll.bounds.origin == CGPoint(x: 40, y: 20))
            _ = scene
        }
    }

    @Test("bad input is refused with one message: an unknown mode, a non-finite point or rect")
    func badInput() {
        let t = Tree()
        t.scroll.name = "badScroll"
        let messages = EngineDiagnostics.capture {
            t.scroll.scrollMode = CAScrollLayerScrollMode(rawValue: "diagonally")
            t.scroll.scroll(to: CGPoint(x: CGFloat.nan, y: 0))
            t.scroll.scroll(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
            t.marker.scroll(CGPoint(x: 0, y: CGFloat.nan))
        }
        #expect(t.scroll.scrollMode == .both)
        #expect(t.scroll.bounds.origin == .zero)
        #expect(messages.contains { $0.contains("\"badScroll\".scrollMode: diagonally is not one of") })
        #expect(messages.contains { $0.contains("\"badScroll\".scroll(to:)") && $0.contains("is not finite") })
        #expect(messages.contains { $0.contains("\"badScroll\".scroll(to:)") && $0.contains("not a finite rectangle") })
        #expect(messages.contains { $0.contains("scroll(_:)") && $0.contains("is not finite") })
    }
}
