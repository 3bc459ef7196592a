// A 3×3 projective map between two layer planes, in Core Animation's row-vector convention (p' = p·H).
// Every layer's bounds plane maps to the window plane by one (sublayers are flattened into their superlayer's
// plane, spec §8.3), so clip regions and back-face tests work on these instead of full 4×4 matrices.
import QuartzCore
import Foundation

/// Row-vector homography: (x, y, 1)·H = (X, Y, W), the mapped point is (X/W, Y/W).
struct Homography {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    static let identity = Homography(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

    /// The plane z = 0 of a 4×4 transform, with the output z dropped (rows 1, 2, 4 and columns 1, 2, 4).
    init(_ t: CATransform3D) {
        m = (Double(t.m11), Double(t.m12), Double(t.m14),
             Double(t.m21), Double(t.m22), Double(t.m24),
             Double(t.m41), Double(t.m42), Double(t.m44))
    }

    init(m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) { self.m = m }

    var determinant: Double {
        m.0 * (m.4 * m.8 - m.5 * m.7) - m.1 * (m.3 * m.8 - m.5 * m.6) + m.2 * (m.3 * m.7 - m.4 * m.6)
    }

    /// The inverse, or nil when the plane is seen edge-on (singular).
    var inverted: Homography? {
        let det = determinant
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let s = 1 / det
        return Homography(m: (
            (m.4 * m.8 - m.5 * m.7) * s, (m.2 * m.7 - m.1 * m.8) * s, (m.1 * m.5 - m.2 * m.4) * s,
            (m.5 * m.6 - m.3 * m.8) * s, (m.0 * m.8 - m.2 * m.6) * s, (m.2 * m.3 - m.0 * m.5) * s,
            (m.3 * m.7 - m.4 * m.6) * s, (m.1 * m.6 - m.0 * m.7) * s, (m.0 * m.4 - m.1 * m.3) * s))
    }

    /// self then `next` (row vectors: p·self·next).
    func concatenating(_ n: Homography) -> Homography {
        let a = m, b = n.m
        return Homography(m: (
            a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
            a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
            a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8))
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let w = x * m.2 + y * m.5 + m.8
        return ((x * m.0 + y * m.3 + m.6) / w, (x * m.1 + y * m.4 + m.7) / w)
    }

    /// True when the map is affine with w > 0 (no perspective): lines stay parallel, boxes map to parallelograms.
    var isAffine: Bool { abs(m.2) < 1e-12 && abs(m.5) < 1e-12 && m.8 > 1e-12 }

    /// True when the map only scales (positively) and translates: an axis-aligned rectangle stays one.
    var isAxisAlignedScaleTranslate: Bool {
        let tiny = 1e-9
        guard abs(m.2) < tiny, abs(m.5) < tiny, abs(m.1) < tiny, abs(m.3) < tiny, abs(m.8) > tiny else { return false }
        return m.0 / m.8 > 0 && m.4 / m.8 > 0
    }

    /// Column-major floats for a GLSL mat3, so `mat * vec3(p, 1)` equals p·H.
    var glColumns: (QuadInstance.Vec4, QuadInstance.Vec4, QuadInstance.Vec4) {
        ((Float(m.0), Float(m.1), Float(m.2), 0), (Float(m.3), Float(m.4), Float(m.5), 0),
         (Float(m.6), Float(m.7), Float(m.8), 0))
    }
}
