// UIGraphicsImageRenderer and the UIGraphics image context (docs/porting.md "The UIKit types"): UIKit's y-down point
// space at the format's scale, the context current inside the closure, images of the right size and scale.
// UIGraphicsImageRenderer.h: the default format's scale is the main screen's.
import Testing
import UIKit

@Suite(.serialized) struct UIGraphicsImageRendererTests {
    @Test func imageHasTheRenderersSizeAndScaleInPixels() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: PixelProbe.format(scale: 3))
            .image { _ in }
        #expect(image.size == CGSize(width: 10, height: 6) && image.scale == 3)
        #expect(image.cgImage?.width == 30 && image.cgImage?.height == 18)
    }

    @Test func originIsTopLeftAndOnePointIsScalePixels() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: PixelProbe.format(scale: 2))
            .image { context in
                #expect(UIGraphicsGetCurrentContext() === context.cgContext)
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            }
        let pixels = try PixelProbe(image)
        let expected: [(x: Int, y: Int, rgba: [UInt8])] = [
            (0, 0, [255, 0, 0, 255]), (7, 3, [255, 0, 0, 255]), (8, 0, [0, 0, 0, 0]), (0, 4, [0, 0, 0, 0]),
            (15, 15, [0, 0, 0, 0]),
        ]
        #expect(pixels.mismatches(expected) == [])
        // Must-fail twin: the probes of a y-up drawing (the red band at the bottom) do not match.
        let yUp = expected.map { (x: $0.x, y: 15 - $0.y, rgba: $0.rgba) }
        #expect(pixels.mismatches(yUp).count >= 2)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func strokeRectAndCurrentImage() throws {
        var midway: UIImage?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: PixelProbe.format(scale: 1))
            .image { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                midway = context.currentImage
                UIColor.white.setStroke()
                context.cgContext.setLineWidth(2)
                context.stroke(CGRect(x: 2, y: 2, width: 6, height: 6))
            }
        let pixels = try PixelProbe(image)
        #expect(pixels.mismatches([(2, 5, [255, 255, 255, 255]), (5, 5, [0, 0, 255, 255]),
                                   (0, 0, [0, 0, 255, 255])]) == [])
        #expect(try PixelProbe(try #require(midway))[2, 5] == [0, 0, 255, 255])
    }

    @Test func beginImageContextGivesTheCurrentContextAndItsImage() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.green.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let pixels = try PixelProbe(image)
        #expect(pixels.mismatches([(1, 0, [0, 255, 0, 255]), (1, 3, [0, 0, 0, 0])]) == [])
        #expect(image.size == CGSize(width: 4, height: 4) && image.scale == 1)
    }

    @Test func pushAndPopNestContextsAndAnEmptySizeMakesNone() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 2)
        let outer = try #require(UIGraphicsGetCurrentContext())
        #expect(outer.width == 4 && outer.height == 4)
        let other = try #require(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceRGB(),
                                           bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        UIGraphicsPushContext(other)
        #expect(UIGraphicsGetCurrentContext() === other)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)  // a pushed context is not an image context
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func imageDrawsUprightIntoAnotherRenderer() throws {
        let source = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: PixelProbe.format(scale: 1))
            .image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            }
        let copy = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: PixelProbe.format(scale: 1))
            .image { _ in source.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        let pixels = try PixelProbe(copy)
        #expect(pixels.mismatches([(1, 0, [255, 0, 0, 255]), (1, 3, [0, 0, 0, 0])]) == [])
    }
}
