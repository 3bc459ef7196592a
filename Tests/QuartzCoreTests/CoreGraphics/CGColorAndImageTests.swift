// CGColor(genericCMYKCyan:...), CGColor.converted(to:intent:options:), and CGImage.cropping(to:), colorSpace,
// alphaInfo, bitmapInfo. Apple's CGImage reference for cropping: the rect is made integral (CGRectIntegral),
// intersected with the image, and an empty result gives nil; the rect's origin is the image's top-left pixel.
import QuartzCore
import Testing

@Suite struct CGColorAndImageTests {
    @Test("a generic CMYK colour has five components (four inks and alpha) in a CMYK space")
    func cmykComponents() {
        let c = CGColor(genericCMYKCyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4, alpha: 0.5)
        #expect(c.numberOfComponents == 5)
        #expect(c.components == [0.1, 0.2, 0.3, 0.4, 0.5])
        #expect(c.colorSpace?.model == .cmyk)
        #expect(c.colorSpace?.numberOfComponents == 4)
        #expect(c.alpha == 0.5)
    }

    @Test("no ink is white and full black ink is black when converted to RGB")
    func cmykToRGB() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let white = CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 0, alpha: 1)
            .converted(to: rgb, intent: .defaultIntent, options: nil)!
        #expect(white.components == [1, 1, 1, 1])
        let black = CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 1, alpha: 1)
            .converted(to: rgb, intent: .perceptual, options: nil)!
        #expect(black.components == [0, 0, 0, 1])
    }

    @Test("gray converts to RGB by repeating the gray; RGB white and black convert to gray 1 and 0; alpha is kept")
    func grayAndRGB() {
        let gray = CGColor(gray: 0.25, alpha: 0.5).converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent,
                                                               options: nil)!
        #expect(gray.components == [0.25, 0.25, 0.25, 0.5])
        let space = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 0.3).converted(to: space, intent: .defaultIntent, options: nil)!
        #expect(white.numberOfComponents == 2)
        #expect(abs(white.components![0] - 1) < 1e-9 && white.alpha == 0.3)
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1).converted(to: space, intent: .defaultIntent, options: nil)!
        #expect(black.components == [0, 1])
    }

    @Test("green is lighter than blue in gray, as luminance weights them")
    func luminanceOrder() {
        let space = CGColorSpaceCreateDeviceGray()
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1).converted(to: space, intent: .defaultIntent, options: nil)!
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1).converted(to: space, intent: .defaultIntent, options: nil)!
        #expect(green.components![0] > blue.components![0])
    }

    private func px(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [p.r, p.g, p.b, p.a]
    }

    /// A 4×4 image whose pixel (x, y) is (x·10, y·10, 0, 255).
    private func grid() -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { bytes += [UInt8(x * 10), UInt8(y * 10), 0, 255] } }
        return CGImage(width: 4, height: 4, rgba: bytes, premultiplied: true)!
    }

    @Test("cropping(to:) takes the pixels inside the rect, its origin at the image's top-left")
    func cropping() {
        let crop = grid().cropping(to: CGRect(x: 1, y: 2, width: 2, height: 2))!
        #expect(crop.width == 2 && crop.height == 2)
        #expect(px(crop, 0, 0) == [10, 20, 0, 255])
        #expect(px(crop, 1, 1) == [20, 30, 0, 255])
    }

    @Test("a fractional rect is made integral first, and a rect reaching outside is cut to the image")
    func croppingIntegralAndClipped() {
        let fractional = grid().cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1))!
        #expect(fractional.width == 2 && fractional.height == 2)
        #expect(px(fractional, 0, 0) == [0, 0, 0, 255])
        let clipped = grid().cropping(to: CGRect(x: 3, y: -5, width: 10, height: 7))!
        #expect(clipped.width == 1 && clipped.height == 2)
        #expect(px(clipped, 0, 1) == [30, 10, 0, 255])
    }

    @Test("a rect with no pixel of the image gives nil")
    func croppingOutside() {
        #expect(grid().cropping(to: CGRect(x: 10, y: 10, width: 5, height: 5)) == nil)
        #expect(grid().cropping(to: .null) == nil)
    }

    @Test("images say they are premultiplied RGBA, alpha last, in device RGB")
    func format() {
        let image = grid()
        #expect(image.alphaInfo == .premultipliedLast)
        #expect(image.bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue == CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(image.colorSpace?.model == .rgb)
    }
}
