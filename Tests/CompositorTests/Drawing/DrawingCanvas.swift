// Test support for CGContext golden images: a 64×64 bitmap context (Apple's y-up device space) on an opaque white
// ground, turned into an RGBAFrame for GoldenImage. No GL: the pixels are cairo's.
import QuartzCore
import Foundation

enum DrawingCanvas {
    static let size = 64

    /// A premultiplied-RGBA bitmap context, as Apple code makes one.
    static func makeContext(width: Int = size, height: Int = size) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// Draws `body` over white and returns the bitmap as a frame (top row first).
    static func render(_ body: (CGContext) -> Void) -> RGBAFrame {
        let context = makeContext()
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        body(context)
        return frame(of: context)
    }

    static func frame(of context: CGContext) -> RGBAFrame {
        let image = context.makeImage()!
        return RGBAFrame(pixels: image.pixels, width: image.width, height: image.height)
    }

    static let red = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
    static let blue = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
    static let green = CGColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 1)
}
