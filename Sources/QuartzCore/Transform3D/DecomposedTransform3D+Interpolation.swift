// Interpolation of decomposed transforms (spec §1.6 [INF/WEB], CSS Transforms 2): linear for
// translation, scale, skew and perspective; spherical (slerp) for the rotation quaternion,
// along the shorter arc. Fractions outside 0...1 extrapolate (spring overshoot).
import Foundation

extension DecomposedTransform3D {
    package static func interpolate(
        from a: DecomposedTransform3D, to b: DecomposedTransform3D, fraction f: Double
    ) -> DecomposedTransform3D {
        DecomposedTransform3D(
            translation: a.translation + (b.translation - a.translation) * f,
            scale: a.scale + (b.scale - a.scale) * f,
            skew: a.skew + (b.skew - a.skew) * f,
            perspective: a.perspective + (b.perspective - a.perspective) * f,
            quaternion: slerp(a.quaternion, b.quaternion, f))
    }

    /// Spherical linear interpolation of unit quaternions along the shorter arc.
    package static func slerp(_ qa: SIMD4<Double>, _ qb: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        var target = qb
        var cosine = (qa * qb).sum()
        // q and −q are the same rotation; taking the nearer one gives the shorter turn.
        if cosine < 0 {
            cosine = -cosine
            target = -qb
        }
        if cosine > 0.9995 {
            // Nearly equal: sin θ ≈ 0, so normalized linear interpolation is exact enough.
            let q = qa + (target - qa) * f
            let length = (q * q).sum().squareRoot()
            return length > 0 ? q / length : qa
        }
        let theta = acos(min(cosine, 1))
        let sinTheta = sin(theta)
        let wa = sin((1 - f) * theta) / sinTheta
        let wb = sin(f * theta) / sinTheta
        return qa * wa + target * wb
    }
}
