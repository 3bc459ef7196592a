// Maps window points (origin top-left, y down; DECISIONS 9) to OpenGL clip space, keeping depth in range so
// perspective transforms (m34) still project correctly.
import QuartzCore
import Foundation

/// The projection from window points to clip space for one viewport size.
struct ViewportProjection {
    /// Depth range in points that maps onto clip z ∈ [-1, 1]; layers further out are clipped, as with a far plane.
    static let depthRange: CGFloat = 100_000

    let matrix: CATransform3D

    /// `window` then this projection: CATransform3DConcat(window, matrix) with the projection's zero terms left out
    /// (it only scales x, y and z and moves x and y), per quad per frame.
    @inline(__always)
    func clip(fromWindow t: CATransform3D) -> CATransform3D {
        let sx = matrix.m11, sy = matrix.m22, sz = matrix.m33, tx = matrix.m41, ty = matrix.m42
        return CATransform3D(
            m11: t.m11 * sx + t.m14 * tx, m12: t.m12 * sy + t.m14 * ty, m13: t.m13 * sz, m14: t.m14,
            m21: t.m21 * sx + t.m24 * tx, m22: t.m22 * sy + t.m24 * ty, m23: t.m23 * sz, m24: t.m24,
            m31: t.m31 * sx + t.m34 * tx, m32: t.m32 * sy + t.m34 * ty, m33: t.m33 * sz, m34: t.m34,
            m41: t.m41 * sx + t.m44 * tx, m42: t.m42 * sy + t.m44 * ty, m43: t.m43 * sz, m44: t.m44)
    }

    init(width: CGFloat, height: CGFloat) {
        let w = max(width, 1), h = max(height, 1)
        matrix = CATransform3D(
            m11: 2 / w, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: -2 / h, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: -1 / ViewportProjection.depthRange, m34: 0,
            m41: -1, m42: 1, m43: 0, m44: 1)
    }
}
