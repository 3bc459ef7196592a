// The QuartzCore C-style CATransform3D functions (API.md), with Apple's argument order and
// semantics (CATransform3D.h): the "Make" forms build a matrix; Translate/Scale/Rotate(t, …)
// return op · t, i.e. the new operation is applied first, then `t`; Concat(a, b) = a then b.
import Foundation

/// Returns true if `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Returns true if `a` is exactly equal to `b`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// t' = [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// t' = [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1].
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Rotation by `angle` radians about the vector (x, y, z). With Apple's convention a positive
/// angle about +z maps (1, 0) to (0, 1) (clockwise on screen in iOS's y-down coordinates).
/// A zero-length axis gives the identity (Apple leaves this undefined) and says so once.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
        EngineDiagnostics.report(
            "CATransform3DMakeRotation: the axis (\(x), \(y), \(z)) has no direction; "
                + "returning the identity. Pass a non-zero axis such as (0, 0, 1).")
        return CATransform3DIdentity
    }
    return CATransform3D.rotation(angle, unitAxis: x / length, y / length, z / length)
}

extension CATransform3D {
    /// The rotation by `angle` radians about the unit axis (ux, uy, uz): CATransform3DMakeRotation's matrix once
    /// its axis is normalised, and the per-frame spin's (TypedTrackStep), which normalises its axis once per tree.
    @inline(__always)
    static func rotation(_ angle: CGFloat, unitAxis ux: CGFloat, _ uy: CGFloat, _ uz: CGFloat) -> CATransform3D {
        let c = cos(angle), s = sin(angle), t = 1 - c
        // The transpose of the column-vector Rodrigues matrix, because points are row vectors.
        return CATransform3D(
            m11: c + ux * ux * t, m12: ux * uy * t + uz * s, m13: ux * uz * t - uy * s, m14: 0,
            m21: ux * uy * t - uz * s, m22: c + uy * uy * t, m23: uy * uz * t + ux * s, m24: 0,
            m31: ux * uz * t + uy * s, m32: uy * uz * t - ux * s, m33: c + uz * uz * t, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }
}

/// Translate `t` by (tx, ty, tz): t' = translate(tx, ty, tz) · t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// Scale `t` by (sx, sy, sz): t' = scale(sx, sy, sz) · t.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// Rotate `t` by `angle` radians about (x, y, z): t' = rotation(angle, x, y, z) · t.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// a · b: the result applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`; if `t` has no inverse it is returned unchanged, as Apple documents.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted() ?? t
}
