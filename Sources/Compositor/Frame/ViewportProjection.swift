// Maps window points (origin top-left, y down; DECISIONS 9) to OpenGL clip space, keeping depth in range so
// perspective transforms (m34) still project correctly.
import QuartzCore
import Foundation

/// The projection from window points to clip space for one viewport size.
struct ViewportProjection {
    /// Depth range in points that maps onto clip z ∈ [-1, 1]; layers further out are clipped, as with a far plane.
    static let depthRange: CGFloat = 100_000

    let matrix: CATransform3D

    init(width: CGFloat, height: CGFloat) {
        let w = max(width, 1), h = max(height, 1)
        matrix = CATransform3D(
            m11: 2 / w, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: -2 / h, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: -1 / ViewportProjection.depthRange, m34: 0,
            m41: -1, m42: 1, m43: 0, m44: 1)
    }
}
