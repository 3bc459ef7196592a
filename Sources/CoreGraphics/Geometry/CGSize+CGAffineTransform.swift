// CGSize.applying(_:) for the Linux CGAffineTransform stand-in (API.md).
import Foundation

extension CGSize {
    /// The size treated as a vector: translation is ignored and the result may be negative,
    /// as Apple's CGSizeApplyAffineTransform.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
