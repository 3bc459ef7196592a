// CGAffineTransform operations with Apple's semantics (CGAffineTransform.h): translatedBy,
// scaledBy and rotated prepend the new operation (t' = op · t); concatenating(t2) = self then t2.
import Foundation

extension CGAffineTransform {
    /// self · t2: the result applies `self` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// t' = translate(tx, ty) · self.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// t' = scale(sx, sy) · self.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// t' = rotate(angle) · self.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; a singular transform is returned unchanged, as Apple documents.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let k = 1 / det
        return CGAffineTransform(
            a: d * k, b: -b * k, c: -c * k, d: a * k,
            tx: (c * ty - d * tx) * k, ty: (b * tx - a * ty) * k)
    }
}
