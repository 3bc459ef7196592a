// CGPoint.applying(_:) for the Linux CGAffineTransform stand-in (API.md).
import Foundation

extension CGPoint {
    /// (a·x + c·y + tx, b·x + d·y + ty), as Apple's CGPointApplyAffineTransform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
