// What a CGImage says about its pixel format (Apple's colorSpace, alphaInfo, bitmapInfo, docs/porting.md "Added
// API"): every image here holds 8-bit premultiplied RGBA, red first in memory, in the engine's RGB space.
import Foundation

extension CGImage {
    /// The device RGB space every image here is in.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// Alpha last in each pixel, colours premultiplied by it.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }

    /// The alpha info with the default (big-endian, RGBA in memory) byte order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .premultipliedLast) }
}
