// DecomposedTransform3D: a CATransform3D split into translation, scale, skew, perspective and a
// rotation quaternion (CSS Transforms 2 "unmatrix", spec §1.6 [INF/WEB]), and its recomposition.
// Written for the row-vector convention: M = Scale · Skew · Rotation · Translation · Perspective,
// applied to a point in that order.
import Foundation

package struct DecomposedTransform3D: Equatable, Hashable, Sendable {
    package var translation: SIMD3<Double>
    package var scale: SIMD3<Double>
    /// Shear factors xy, xz, yz (CSS order).
    package var skew: SIMD3<Double>
    /// The perspective row (x, y, z, w); (0, 0, 0, 1) when there is none.
    package var perspective: SIMD4<Double>
    /// The rotation as a unit quaternion (x, y, z, w): axis·sin(θ/2), cos(θ/2).
    package var quaternion: SIMD4<Double>

    package init(
        translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// The decomposition of the identity.
    package static let identity = DecomposedTransform3D()

    /// Builds the matrix back: M = Scale · Skew · Rotation · Translation · Perspective.
    package func recomposed() -> CATransform3D {
        let r = DecomposedTransform3D.rotationRows(quaternion)
        let s = scale, k = skew
        let u0 = s.x * r.0
        let u1 = s.y * (k.x * r.0 + r.1)
        let u2 = s.z * (k.y * r.0 + k.z * r.1 + r.2)
        let t = translation
        let n = CATransform3D(
            m11: u0.x, m12: u0.y, m13: u0.z, m14: 0,
            m21: u1.x, m22: u1.y, m23: u1.z, m24: 0,
            m31: u2.x, m32: u2.y, m33: u2.z, m34: 0,
            m41: t.x, m42: t.y, m43: t.z, m44: 1)
        let p = perspective
        guard p != SIMD4(0, 0, 0, 1) else { return n }
        var pm = CATransform3DIdentity
        pm.m14 = p.x; pm.m24 = p.y; pm.m34 = p.z; pm.m44 = p.w
        return n.concatenating(pm)
    }

    /// The rows of the row-vector rotation matrix of unit quaternion q. For q about +z this is
    /// CATransform3DMakeRotation's matrix (m12 = sin θ), so rotations agree with Apple's sense.
    static func rotationRows(_ q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let x = q.x, y = q.y, z = q.z, w = q.w
        return (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// The unit quaternion of an orthonormal row-vector rotation matrix (Shepperd's method:
    /// divide by the largest of the four diagonal combinations, stable near 180°).
    static func quaternion(rows r: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) -> SIMD4<Double> {
        let m00 = r.0.x, m01 = r.0.y, m02 = r.0.z
        let m10 = r.1.x, m11 = r.1.y, m12 = r.1.z
        let m20 = r.2.x, m21 = r.2.y, m22 = r.2.z
        let trace = m00 + m11 + m22
        var q: SIMD4<Double>
        if trace > 0 {
            let s = (1 + trace).squareRoot() * 2
            q = SIMD4((m12 - m21) / s, (m20 - m02) / s, (m01 - m10) / s, s / 4)
        } else if m00 > m11, m00 > m22 {
            let s = (1 + m00 - m11 - m22).squareRoot() * 2
            q = SIMD4(s / 4, (m01 + m10) / s, (m20 + m02) / s, (m12 - m21) / s)
        } else if m11 > m22 {
            let s = (1 + m11 - m00 - m22).squareRoot() * 2
            q = SIMD4((m01 + m10) / s, s / 4, (m12 + m21) / s, (m20 - m02) / s)
        } else {
            let s = (1 + m22 - m00 - m11).squareRoot() * 2
            q = SIMD4((m20 + m02) / s, (m12 + m21) / s, s / 4, (m01 - m10) / s)
        }
        // One canonical sign (w ≥ 0) so equal rotations compare equal.
        if q.w < 0 { q = -q }
        let length = (q * q).sum().squareRoot()
        return length > 0 ? q / length : SIMD4(0, 0, 0, 1)
    }
}
