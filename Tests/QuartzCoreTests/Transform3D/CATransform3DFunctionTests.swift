// Tests of the CATransform3D functions against Apple's conventions (API.md; CATransform3D.h).
import Foundation
import Testing
@testable import QuartzCore

private let tolerance: CGFloat = 1e-12

private func close(_ a: CATransform3D, _ b: CATransform3D, _ eps: CGFloat = tolerance) -> Bool {
    let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    return zip(x, y).allSatisfy { abs($0 - $1) <= eps }
}

private func map(_ p: (CGFloat, CGFloat, CGFloat), _ m: CATransform3D) -> (CGFloat, CGFloat, CGFloat) {
    (p.0 * m.m11 + p.1 * m.m21 + p.2 * m.m31 + m.m41,
     p.0 * m.m12 + p.1 * m.m22 + p.2 * m.m32 + m.m42,
     p.0 * m.m13 + p.1 * m.m23 + p.2 * m.m33 + m.m43)
}

@Suite struct CATransform3DFunctionTests {
    @Test("identity is recognised and a translation puts tx ty tz in m41 m42 m43")
    func identityAndTranslationLayout() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let t = CATransform3DMakeTranslation(3, 4, 5)
        #expect(!CATransform3DIsIdentity(t))
        #expect(t.m41 == 3 && t.m42 == 4 && t.m43 == 5 && t.m11 == 1 && t.m44 == 1)
        #expect(CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(3, 4, 5)))
        #expect(!CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(3, 4, 6)))
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4 && s.m44 == 1)
    }

    @Test("a 90° rotation about z maps (1,0) to (0,1) under Apple's row-vector convention")
    func rotationNinetyDegrees() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let p = map((1, 0, 0), r)
        #expect(abs(p.0) < tolerance && abs(p.1 - 1) < tolerance && abs(p.2) < tolerance)
        #expect(abs(r.m12 - 1) < tolerance && abs(r.m21 + 1) < tolerance)
        // About +x, +y goes to +z; about +y, +z goes to +x (right-handed, as Apple).
        let rx = map((0, 1, 0), CATransform3DMakeRotation(.pi / 2, 1, 0, 0))
        #expect(abs(rx.2 - 1) < tolerance && abs(rx.1) < tolerance)
        let ry = map((0, 0, 1), CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        #expect(abs(ry.0 - 1) < tolerance && abs(ry.2) < tolerance)
        // The axis is normalized.
        #expect(close(CATransform3DMakeRotation(0.3, 0, 0, 5), CATransform3DMakeRotation(0.3, 0, 0, 1)))
    }

    @Test("a zero-length rotation axis gives the identity and a message instead of NaNs")
    func rotationZeroAxis() {
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        #expect(EngineDiagnostics.hasReported(
            "CATransform3DMakeRotation: the axis (0.0, 0.0, 0.0) has no direction; returning the identity. Pass a non-zero axis such as (0, 0, 1)."))
    }

    @Test("Concat(a, b) applies a first, then b")
    func concatOrder() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 1)
        // Translate then scale: (1,0) → (11,0) → (22,0). Scale then translate: (2,0) → (12,0).
        #expect(map((1, 0, 0), CATransform3DConcat(translate, scale)).0 == 22)
        #expect(map((1, 0, 0), CATransform3DConcat(scale, translate)).0 == 12)
    }

    @Test("Translate/Scale/Rotate(t, …) apply the new operation first, then t, as Apple documents")
    func prependingOperations() {
        let t = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DTranslate(t, 5, 0, 0) == CATransform3DConcat(CATransform3DMakeTranslation(5, 0, 0), t))
        #expect(map((0, 0, 0), CATransform3DTranslate(t, 5, 0, 0)).0 == 10)
        let m = CATransform3DMakeTranslation(7, 0, 0)
        #expect(map((1, 0, 0), CATransform3DScale(m, 3, 3, 1)).0 == 10)
        let rotated = CATransform3DRotate(m, .pi / 2, 0, 0, 1)
        let p = map((1, 0, 0), rotated)
        #expect(abs(p.0 - 7) < tolerance && abs(p.1 - 1) < tolerance)
    }

    @Test("Invert gives the inverse and returns a singular matrix unchanged")
    func invert() {
        let m = CATransform3DRotate(CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 5, -6, 7), 0.7, 1, 2, 3)
        var withPerspective = m
        withPerspective.m34 = -1.0 / 500
        for t in [m, withPerspective] {
            let inverse = CATransform3DInvert(t)
            #expect(close(CATransform3DConcat(t, inverse), CATransform3DIdentity, 1e-12))
            #expect(close(CATransform3DConcat(inverse, t), CATransform3DIdentity, 1e-12))
        }
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        #expect(abs(m.determinant - 24) < 1e-12)
    }

    @Test("affine transforms round-trip through CATransform3D and IsAffine detects 3-D entries")
    func affineRoundTrip() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6 && t.m33 == 1)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        var perspective = t
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }
}
