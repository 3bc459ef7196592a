// The bitmap context UIKit's image drawing uses (docs/porting.md "The UIKit types"): UIGraphicsImageRenderer and
// UIGraphicsBeginImageContextWithOptions draw into the engine's cairo CGContext with UIKit's user space, origin at
// the top-left, y down, one unit a point of `scale` pixels, as the layer display context (CGContext+BackingStore.swift
// in QuartzCore) sets it up.
import QuartzCore

extension CGContext {
    /// A premultiplied RGBA context of `size` points at `scale`, cleared, or nil when it has no pixels.
    static func uiKitBitmap(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 32767, height <= 32767 else {
            return nil
        }
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipLast : .premultipliedLast
        guard let context = CGContext(data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: alpha.rawValue) else { return nil }
        context.shadowOffsetPointsDown = true
        context.translateBy(x: 0, y: height)
        context.scaleBy(x: scale, y: -scale)
        return context
    }
}
