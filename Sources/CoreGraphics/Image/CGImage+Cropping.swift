// CGImage sub-images (Apple's cropping(to:), CGImage.h CGImageCreateWithImageInRect, docs/porting.md "Added API"):
// the rectangle, in pixels with the origin at the image's top-left, is made integral (CGRect.integral) and
// intersected with the image; the pixels inside become a new image whose first pixel is the rectangle's top-left.
// An empty intersection (or a rectangle that is null or not finite) gives nil, as Apple's does.
import Foundation

extension CGImage {
    /// The part of the image inside `rect` (pixels, origin top-left), or nil when no pixel of the image is in it.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return nil }
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let x0 = Int(area.minX), y0 = Int(area.minY), w = Int(area.width), h = Int(area.height)
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = (y0 + row) * bytesPerRow + x0 * 4
            rgba.replaceSubrange(row * w * 4 ..< (row + 1) * w * 4, with: pixels[from ..< from + w * 4])
        }
        return CGImage(width: w, height: h, rgba: rgba, premultiplied: true)
    }
}
