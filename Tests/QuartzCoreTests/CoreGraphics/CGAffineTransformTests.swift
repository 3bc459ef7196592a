// Tests of the CGAffineTransform stand-in and CGPoint/CGSize/CGRect.applying (API.md, Apple's semantics).
import Foundation
import Testing
@testable import QuartzCore

private let tolerance: CGFloat = 1e-12

private func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    abs(a.a - b.a) <= tolerance && abs(a.b - b.b) <= tolerance && abs(a.c - b.c) <= tolerance
        && abs(a.d - b.d) <= tolerance && abs(a.tx - b.tx) <= tolerance && abs(a.ty - b.ty) <= tolerance
}

@Suite struct CGAffineTransformTests {
    @Test("constructors fill a b c d tx ty as Apple's and rotation maps (1,0) to (0,1)")
    func constructors() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 3, y: 4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < tolerance && abs(p.y - 1) < tolerance)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test("translatedBy/scaledBy/rotated prepend the operation; concatenating applies self first")
    func operations() {
        let s = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint(x: 0, y: 0).applying(s.translatedBy(x: 5, y: 1)) == CGPoint(x: 10, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 3, y: 2)) == CGPoint(x: 8, y: 2))
        let r = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let q = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(q.x - 10) < tolerance && abs(q.y - 1) < tolerance)
        let t = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 0).applying(t.concatenating(s)) == CGPoint(x: 22, y: 0))
        #expect(CGPoint(x: 1, y: 0).applying(s.concatenating(t)) == CGPoint(x: 12, y: 0))
    }

    @Test("inverted undoes a transform and leaves a singular one unchanged")
    func inversion() {
        let m = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        #expect(close(m.concatenating(m.inverted()), .identity))
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("CGSize.applying ignores translation; CGRect.applying returns the bounding box of the corners")
    func applyingToSizesAndRects() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: -2, y: 1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: -6, height: 4))
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let diagonal = (200 + 100) / CGFloat(2).squareRoot()
        #expect(abs(rotated.width - diagonal) < 1e-9 && abs(rotated.height - diagonal) < 1e-9)
        #expect(abs(rotated.minX + 100 / CGFloat(2).squareRoot()) < 1e-9 && abs(rotated.minY) < 1e-9)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: 6)) == CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test("the layer-frame example of spec 1.6: 200×100 rotated 45° has a 212.132034 square bounding box")
    func specFrameExample() {
        let bounds = CGRect(x: -100, y: -50, width: 200, height: 100)
        let box = bounds.applying(CGAffineTransform(rotationAngle: .pi / 4).concatenating(CGAffineTransform(translationX: 200, y: 150)))
        #expect(abs(box.minX - 93.933982) < 1e-6 && abs(box.minY - 43.933982) < 1e-6)
        #expect(abs(box.width - 212.132034) < 1e-6 && abs(box.height - 212.132034) < 1e-6)
    }
}
