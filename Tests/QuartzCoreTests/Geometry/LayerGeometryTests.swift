// Spec §1.6 frame rules and §8.2–8.3 hit testing and conversion, with the spec's example values.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct LayerGeometryTests {
    let tolerance: CGFloat = 1e-4

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < tolerance }

    @Test("frame with an identity transform is position minus anchorPoint times size")
    func frameIdentity() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        l.position = CGPoint(x: 60, y: 30)
        l.anchorPoint = CGPoint(x: 0.25, y: 0.5)
        #expect(l.frame == CGRect(x: 35, y: 10, width: 100, height: 40))
    }

    @Test("a 200x100 layer at (200,150) rotated 45 degrees has frame ((93.933982, 43.933982), (212.132034, 212.132034))")
    func frameRotated() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        l.position = CGPoint(x: 200, y: 150)
        l.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let f = l.frame
        #expect(close(f.origin.x, 93.933982) && close(f.origin.y, 43.933982))
        #expect(close(f.size.width, 212.132034) && close(f.size.height, 212.132034))
    }

    @Test("setting frame under a transform stores |A^-1 size|: rotated 45 gives (70.71068, 0), scale(2,3) gives (200,100)")
    func frameSetterTransformed() {
        let r = CALayer()
        r.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        r.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(close(r.bounds.size.width, 70.71068) && close(r.bounds.size.height, 0))
        #expect(r.position == CGPoint(x: 25, y: 25))
        let s = CALayer()
        s.transform = CATransform3DMakeScale(2, 3, 1)
        s.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(close(s.bounds.size.width, 200) && close(s.bounds.size.height, 100))
    }

    @Test("a negative bounds size is standardized")
    func boundsStandardized() {
        let l = CALayer()
        l.bounds = CGRect(x: 10, y: 10, width: -20, height: -5)
        #expect(l.bounds == CGRect(x: -10, y: 5, width: 20, height: 5))
    }

    @Test("contains is half-open: minX <= x < maxX")
    func containsHalfOpen() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(l.contains(CGPoint(x: 0, y: 0)))
        #expect(!l.contains(CGPoint(x: 10, y: 5)))
        #expect(l.contains(CGPoint(x: 9.999, y: 9.999)))
    }

    @Test("hitTest searches the topmost sublayer first and hits children outside a non-masking parent")
    func hitTestOrder() {
        let root = CALayer(), a = CALayer(), b = CALayer(), outside = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        b.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        outside.frame = CGRect(x: 150, y: 0, width: 20, height: 20)
        root.addSublayer(a); root.addSublayer(b); root.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === b)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === a)
        #expect(root.hitTest(CGPoint(x: 160, y: 10)) === outside)
        #expect(root.hitTest(CGPoint(x: 90, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 300)) == nil)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 160, y: 10)) == nil)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === a)
        a.opacity = 0
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === root)
    }

    @Test("a singular transform hit-tests as identity")
    func singularHitTest() {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.transform = CATransform3DMakeScale(0, 0, 1)
        #expect(l.hitTest(CGPoint(x: 5, y: 5)) === l)
    }

    @Test("conversion accumulates frame origin minus parent bounds origin: (20,30) under bounds origin (15,25) at (50,100) maps to (55,105)")
    func conversionBoundsOrigin() {
        let root = CALayer(), parent = CALayer(), child = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
        parent.frame = CGRect(x: 50, y: 100, width: 200, height: 200)
        parent.bounds.origin = CGPoint(x: 15, y: 25)
        child.frame = CGRect(x: 20, y: 30, width: 10, height: 10)
        root.addSublayer(parent); parent.addSublayer(child)
        let p = child.convert(CGPoint.zero, to: root)
        #expect(close(p.x, 55) && close(p.y, 105))
        let back = child.convert(CGPoint(x: 55, y: 105), from: root)
        #expect(close(back.x, 0) && close(back.y, 0))
    }

    @Test("a 90 degree rotation maps (20,30) to (370,170) = center + R90((20,30) - (150,200))")
    func conversionRotated() {
        let root = CALayer(), l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
        l.position = CGPoint(x: 200, y: 300)
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(l)
        let p = l.convert(CGPoint(x: 20, y: 30), to: root)
        #expect(close(p.x, 370) && close(p.y, 170))
        let r = l.convert(CGRect(x: 20, y: 30, width: 10, height: 0), to: root)
        #expect(close(r.origin.x, 370) && close(r.size.height, 10))
    }

    @Test("the superlayer's sublayerTransform applies about its anchor point")
    func sublayerTransformAboutAnchor() {
        let root = CALayer(), child = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        child.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        root.addSublayer(child)
        // child origin (50,50) → about centre (50,50) scaled by 2 stays at (50,50); its far corner (60,60) → (70,70).
        let p = child.convert(CGPoint(x: 10, y: 10), to: root)
        #expect(close(p.x, 70) && close(p.y, 70))
        #expect(root.hitTest(CGPoint(x: 68, y: 68)) === child)
    }

    @Test("unproject inverts project through a perspective matrix")
    func unprojectInvertsProject() {
        var m = CATransform3DMakeRotation(0.6, 0, 1, 0)
        m.m34 = -1.0 / 500
        m = m.concatenating(CATransform3DMakeTranslation(100, 50, 0))
        let p = CGPoint(x: 30, y: -20)
        let q = LayerGeometry.unproject(LayerGeometry.project(p, through: m), through: m)
        #expect(close(q.x, p.x) && close(q.y, p.y))
    }
}
