// CGPath.contains(_:using:transform:) as CGPath.h's CGPathContainsPoint describes it: inside the region a fill
// paints, with the winding or even-odd rule, every subpath closed, the transform applied to the point.
import QuartzCore
import Testing

@Suite struct CGPathContainsTests {
    @Test("a rectangle contains the points inside it and not those outside")
    func rectangle() {
        let path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        #expect(!path.contains(CGPoint(x: 5, y: 15)))
        #expect(!path.contains(CGPoint(x: 15, y: 31)))
    }

    @Test("two nested squares drawn the same way: the winding rule fills the hole, even-odd leaves it empty")
    func fillRules() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50)
        #expect(path.contains(hole, using: .winding))
        #expect(!path.contains(hole, using: .evenOdd))
        #expect(path.contains(ring, using: .evenOdd))
    }

    @Test("an open subpath counts as closed, as a fill closes it")
    func openSubpathIsClosed() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
        #expect(path.contains(CGPoint(x: 20, y: 20)))
        #expect(!path.contains(CGPoint(x: 80, y: 80)))
    }

    @Test("curves are followed: a circle of radius 50 contains (50 + 49, 50) but not its bounding box's corner")
    func circle() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        #expect(path.contains(CGPoint(x: 99, y: 50)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(path.contains(CGPoint(x: 50 + 35, y: 50 + 35)))
        #expect(!path.contains(CGPoint(x: 50 + 36, y: 50 + 36)))
    }

    @Test("the transform moves the point before the test (CGPathContainsPoint's m)")
    func transformAppliesToThePoint() {
        let path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        let shift = CGAffineTransform(translationX: 100, y: 0)
        #expect(path.contains(CGPoint(x: -85, y: 15), transform: shift))
        #expect(!path.contains(CGPoint(x: 15, y: 15), transform: shift))
    }
}
