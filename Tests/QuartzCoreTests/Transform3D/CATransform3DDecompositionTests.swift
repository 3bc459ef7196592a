// Tests of transform decomposition, interpolation and key-path components (spec §1.6).
import Foundation
import Testing
@testable import QuartzCore

private func close(_ a: CATransform3D, _ b: CATransform3D, _ eps: CGFloat = 1e-9) -> Bool {
    let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    return zip(x, y).allSatisfy { abs($0 - $1) <= eps }
}

private func scalar(_ t: CATransform3D, _ key: TransformComponent) -> CGFloat {
    t.component(key).scalarValue ?? .nan
}

@Suite struct CATransform3DDecompositionTests {
    @Test("decomposing then recomposing gives the same matrix, with skew, mirror and perspective")
    func decompositionRoundTrip() {
        var skewed = CATransform3DIdentity
        skewed.m21 = 0.4
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let cases: [CATransform3D] = [
            CATransform3DIdentity,
            CATransform3DMakeTranslation(10, -20, 30),
            CATransform3DRotate(CATransform3DMakeScale(2, 3, 0.5), 0.8, 1, 2, 3),
            CATransform3DConcat(CATransform3DConcat(skewed, CATransform3DMakeRotation(1.1, 0, 0, 1)), CATransform3DMakeTranslation(5, 6, 7)),
            CATransform3DMakeScale(-1, 1, 1),
            CATransform3DConcat(CATransform3DMakeRotation(0.6, 0, 1, 0), perspective),
            CATransform3DMakeRotation(.pi, 0, 0, 1),
            CATransform3DMakeRotation(.pi, 1, 1, 0),
        ]
        for t in cases {
            guard let d = t.decomposed() else {
                Issue.record("\(t) did not decompose")
                continue
            }
            #expect(close(d.recomposed(), t), "\(t)")
        }
    }

    @Test("the parts come out as built: scale, translation and the rotation quaternion")
    func decompositionParts() {
        let t = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(.pi / 3, 0, 0, 1)),
            CATransform3DMakeTranslation(7, 8, 9))
        let d = t.decomposed()
        #expect(d != nil)
        guard let d else { return }
        #expect(abs(d.scale.x - 2) < 1e-12 && abs(d.scale.y - 3) < 1e-12 && abs(d.scale.z - 4) < 1e-12)
        #expect(d.translation == SIMD3(7, 8, 9))
        #expect(abs(d.quaternion.z - sin(.pi / 6)) < 1e-12 && abs(d.quaternion.w - cos(.pi / 6)) < 1e-12)
        #expect(abs(d.skew.x) < 1e-12 && d.perspective == SIMD4(0, 0, 0, 1))
    }

    @Test("a singular matrix does not decompose, but its components still read (scale 0)")
    func singularDecomposition() {
        let t = CATransform3DMakeScale(0, 0, 1)
        #expect(t.decomposed() == nil)
        #expect(scalar(t, .scaleX) == 0 && scalar(t, .scaleZ) == 1)
        let grown = t.settingComponent(.scale, to: 0.5)
        #expect(close(grown, CATransform3DMakeScale(0.5, 0.5, 0.5)))
    }

    @Test("halfway between rotations of 0 and 90° about z is the 45° rotation (slerp)")
    func interpolationSlerp() {
        let half = CATransform3D.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.5)
        #expect(close(half, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
        // Rotation, scale and translation together: each part moves halfway.
        let a = CATransform3DMakeTranslation(0, 0, 0)
        let b = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
                                    CATransform3DMakeTranslation(10, 20, 0))
        let mid = CATransform3D.interpolate(from: a, to: b, fraction: 0.5)
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 4, 1, 0, 0)),
                                           CATransform3DMakeTranslation(5, 10, 0))
        #expect(close(mid, expected))
        #expect(close(CATransform3D.interpolate(from: a, to: b, fraction: 0), a))
        #expect(close(CATransform3D.interpolate(from: a, to: b, fraction: 1), b))
    }

    @Test("a matrix animation from identity to a full turn shows no motion (spec 1.6)")
    func fullTurnMatrixInterpolation() {
        let fullTurn = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
        let mid = CATransform3D.interpolate(from: CATransform3DIdentity, to: fullTurn, fraction: 0.5)
        #expect(close(mid, CATransform3DIdentity))
    }

    @Test("component key paths parse once from their suffix; rotation means rotation.z")
    func componentParsing() {
        #expect(TransformComponent(keyPathSuffix: "rotation") == .rotationZ)
        #expect(TransformComponent(keyPathSuffix: "rotation.z") == .rotationZ)
        #expect(TransformComponent(keyPathSuffix: "rotation.x") == .rotationX)
        #expect(TransformComponent(keyPathSuffix: "scale") == .scale)
        #expect(TransformComponent(keyPathSuffix: "scale.y") == .scaleY)
        #expect(TransformComponent(keyPathSuffix: "translation") == .translation)
        #expect(TransformComponent(keyPathSuffix: "translation.z") == .translationZ)
        #expect(TransformComponent(keyPathSuffix: "rotation.w") == nil)
        #expect(TransformComponent(keyPathSuffix: "m11") == nil)
        #expect(TransformComponent.translation.isSizeValued && !TransformComponent.scale.isSizeValued)
    }

    @Test("rotation.z of a z-rotation is its angle; rotation.x and .y read their own axes")
    func rotationComponents() {
        #expect(abs(scalar(CATransform3DMakeRotation(0.7, 0, 0, 1), .rotationZ) - 0.7) < 1e-12)
        #expect(abs(scalar(CATransform3DMakeRotation(3 * .pi / 4, 0, 0, 1), .rotationZ) - 3 * .pi / 4) < 1e-12)
        #expect(abs(scalar(CATransform3DMakeRotation(0.3, 1, 0, 0), .rotationX) - 0.3) < 1e-12)
        #expect(abs(scalar(CATransform3DMakeRotation(-0.4, 0, 1, 0), .rotationY) + 0.4) < 1e-12)
        // Scale does not disturb the reading.
        let scaled = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), 0.5, 0, 0, 1)
        #expect(abs(scalar(scaled, .rotationZ) - 0.5) < 1e-12)
    }

    @Test("setting rotation.z keeps scale and translation and builds the z rotation")
    func settingRotation() {
        let base = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        let rotated = base.settingComponent(.rotationZ, to: .pi / 2)
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1)),
                                           CATransform3DMakeTranslation(10, 0, 0))
        #expect(close(rotated, expected))
        // Beyond π: the scalar becomes an orientation; 3π/2 equals −π/2.
        #expect(close(CATransform3DIdentity.settingComponent(.rotationZ, to: 3 * .pi / 2), CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)))
    }

    @Test("scale reads the average of the three factors and setting it sets all three")
    func scaleComponent() {
        let t = CATransform3DMakeScale(1, 2, 6)
        #expect(abs(scalar(t, .scale) - 3) < 1e-12)
        #expect(scalar(t, .scaleY) == 2)
        #expect(close(t.settingComponent(.scale, to: 4), CATransform3DMakeScale(4, 4, 4)))
        #expect(close(t.settingComponent(.scaleX, to: 5), CATransform3DMakeScale(5, 2, 6)))
    }

    @Test("translation reads and writes a CGSize; translation.x/.y/.z read single numbers")
    func translationComponent() {
        let t = CATransform3DMakeTranslation(3, 4, 5)
        #expect(t.component(.translation) == .size(CGSize(width: 3, height: 4)))
        #expect(scalar(t, .translationZ) == 5)
        let moved = t.settingComponent(.translation, to: .size(CGSize(width: -1, height: 2)))
        #expect(close(moved, CATransform3DMakeTranslation(-1, 2, 5)))
        #expect(close(t.settingComponent(.translationZ, to: 0), CATransform3DMakeTranslation(3, 4, 0)))
        // A number for translation, or a size for a number component, is refused unchanged.
        #expect(close(t.settingComponent(.scale, to: .size(CGSize(width: 1, height: 1))), t))
    }
}
