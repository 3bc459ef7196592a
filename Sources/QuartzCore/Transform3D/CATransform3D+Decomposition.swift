// CATransform3D.decomposed(): CSS Transforms 2 "unmatrix" (spec §1.6 [INF/WEB]) adapted to the
// row-vector convention; nil when the matrix cannot be decomposed (m44 = 0 or a singular
// upper 3×3), where CSS also gives up.
import Foundation

extension CATransform3D {
    package func decomposed() -> DecomposedTransform3D? {
        guard m44 != 0, m44.isFinite else { return nil }
        let k = 1 / Double(m44)
        // Rows of the normalized matrix.
        let r0 = SIMD4<Double>(m11, m12, m13, m14) * k
        let r1 = SIMD4<Double>(m21, m22, m23, m24) * k
        let r2 = SIMD4<Double>(m31, m32, m33, m34) * k
        let r3 = SIMD4<Double>(m41, m42, m43, m44) * k

        // The matrix without its perspective column; its upper 3×3 must be invertible.
        let n = CATransform3D(
            m11: r0.x, m12: r0.y, m13: r0.z, m14: 0,
            m21: r1.x, m22: r1.y, m23: r1.z, m24: 0,
            m31: r2.x, m32: r2.y, m33: r2.z, m34: 0,
            m41: r3.x, m42: r3.y, m43: r3.z, m44: 1)
        guard let nInverse = n.inverted() else { return nil }

        var result = DecomposedTransform3D()
        if r0.w != 0 || r1.w != 0 || r2.w != 0 {
            // Solve N · p = (m14, m24, m34, m44) for the perspective column p.
            let rhs = SIMD4<Double>(r0.w, r1.w, r2.w, r3.w)
            let i = nInverse
            result.perspective = SIMD4(
                (SIMD4<Double>(i.m11, i.m12, i.m13, i.m14) * rhs).sum(),
                (SIMD4<Double>(i.m21, i.m22, i.m23, i.m24) * rhs).sum(),
                (SIMD4<Double>(i.m31, i.m32, i.m33, i.m34) * rhs).sum(),
                (SIMD4<Double>(i.m41, i.m42, i.m43, i.m44) * rhs).sum())
        }
        result.translation = SIMD3(r3.x, r3.y, r3.z)

        // Gram–Schmidt on the rows: scale and skew out, an orthonormal rotation left.
        var row0 = SIMD3(r0.x, r0.y, r0.z), row1 = SIMD3(r1.x, r1.y, r1.z), row2 = SIMD3(r2.x, r2.y, r2.z)
        var scale = SIMD3<Double>.zero, skew = SIMD3<Double>.zero
        scale.x = length(row0)
        row0 /= scale.x
        skew.x = dot(row0, row1)
        row1 -= skew.x * row0
        scale.y = length(row1)
        row1 /= scale.y
        skew.x /= scale.y
        skew.y = dot(row0, row2)
        row2 -= skew.y * row0
        skew.z = dot(row1, row2)
        row2 -= skew.z * row1
        scale.z = length(row2)
        row2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z

        // A mirror image: fold the flip into the scale so the rotation stays proper.
        if dot(row0, cross(row1, row2)) < 0 {
            scale = -scale
            row0 = -row0; row1 = -row1; row2 = -row2
        }
        result.scale = scale
        result.skew = skew
        result.quaternion = DecomposedTransform3D.quaternion(rows: (row0, row1, row2))
        return result
    }

    /// A decomposition that always exists, for reading and replacing components: the CSS one
    /// when possible; otherwise (a singular matrix, e.g. scale 0) translation, row lengths as
    /// scale and no rotation, so `transform.scale` animations from 0 still work.
    package func componentDecomposition() -> DecomposedTransform3D {
        if let d = decomposed() { return d }
        let w = m44 != 0 && m44.isFinite ? Double(m44) : 1
        var d = DecomposedTransform3D()
        d.translation = SIMD3(Double(m41), Double(m42), Double(m43)) / w
        d.scale = SIMD3(
            length(SIMD3(m11, m12, m13)), length(SIMD3(m21, m22, m23)), length(SIMD3(m31, m32, m33))) / w
        return d
    }
}

@inline(__always) private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
@inline(__always) private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
@inline(__always) private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
