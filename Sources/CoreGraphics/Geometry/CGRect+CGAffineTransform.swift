// CGRect.applying(_:) for the Linux CGAffineTransform stand-in (API.md): the axis-aligned
// bounding box of the four transformed corners, as Apple's CGRectApplyAffineTransform.
import Foundation

extension CGRect {
    public func applying(_ t: CGAffineTransform) -> CGRect {
        // Apple returns the null rect unchanged; infinite rects have no finite corners.
        guard !isNull, !isInfinite else { return self }
        let r = standardized
        let p0 = CGPoint(x: r.minX, y: r.minY).applying(t)
        let p1 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p2 = CGPoint(x: r.minX, y: r.maxY).applying(t)
        let p3 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let minX = Swift.min(p0.x, p1.x, p2.x, p3.x), maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let minY = Swift.min(p0.y, p1.y, p2.y, p3.y), maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
