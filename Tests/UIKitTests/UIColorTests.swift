// UIColor's values and conversions (docs/porting.md "The UIKit types"). The named colours' values are UIColor.h's
// comments ("0.333 white", "1.0, 0.5, 0.0 RGB"); the system colours are the light-appearance sRGB values of Apple's
// Human Interface Guidelines, Color, Specifications (iOS, iPadOS).
import Testing
import UIKit

@Suite struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test func namedGraysAreWhiteColorsWithTwoComponentsAsUIColorHSays() {
        let cases: [(UIColor, CGFloat)] = [(.black, 0), (.darkGray, 1.0 / 3.0), (.lightGray, 2.0 / 3.0),
                                           (.white, 1), (.gray, 0.5)]
        for (color, white) in cases {
            #expect(color.cgColor.numberOfComponents == 2)
            #expect(color.cgColor.components == [white, 1])
            #expect(color.cgColor.colorSpace?.model == .monochrome)
        }
        #expect(UIColor.clear.cgColor.components == [0, 0])
    }

    @Test func namedRGBColorsHaveUIColorHComponents() {
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        #expect(UIColor.green.cgColor.components == [0, 1, 0, 1])
        #expect(UIColor.blue.cgColor.components == [0, 0, 1, 1])
        #expect(UIColor.cyan.cgColor.components == [0, 1, 1, 1])
        #expect(UIColor.yellow.cgColor.components == [1, 1, 0, 1])
        #expect(UIColor.magenta.cgColor.components == [1, 0, 1, 1])
        #expect(UIColor.orange.cgColor.components == [1, 0.5, 0, 1])
        #expect(UIColor.purple.cgColor.components == [0.5, 0, 0.5, 1])
        #expect(UIColor.brown.cgColor.components == [0.6, 0.4, 0.2, 1])
        #expect(UIColor.red.cgColor.numberOfComponents == 4)
    }

    @Test func systemColorsAreTheHIGLightValues() {
        let cases: [(UIColor, [Int])] = [
            (.systemRed, [255, 59, 48]), (.systemOrange, [255, 149, 0]), (.systemYellow, [255, 204, 0]),
            (.systemGreen, [52, 199, 89]), (.systemMint, [0, 199, 190]), (.systemTeal, [48, 176, 199]),
            (.systemCyan, [50, 173, 230]), (.systemBlue, [0, 122, 255]), (.systemIndigo, [88, 86, 214]),
            (.systemPurple, [175, 82, 222]), (.systemPink, [255, 45, 85]), (.systemBrown, [162, 132, 94]),
            (.systemGray, [142, 142, 147]), (.systemGray2, [174, 174, 178]), (.systemGray3, [199, 199, 204]),
            (.systemGray4, [209, 209, 214]), (.systemGray5, [229, 229, 234]), (.systemGray6, [242, 242, 247]),
        ]
        for (color, bytes) in cases {
            #expect(rgba(color) == bytes.map { CGFloat($0) / 255 } + [1])
        }
    }

    @Test func whiteInitializerMakesAGrayCGColorAndRGBOneMakesFour() {
        let gray = UIColor(white: 0.25, alpha: 0.5)
        #expect(gray.cgColor.components == [0.25, 0.5])
        #expect(gray.cgColor.colorSpace == CGColorSpaceCreateDeviceGray())
        let rgb = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(rgb.cgColor.components == [0.1, 0.2, 0.3, 0.4])
        #expect(UIColor(cgColor: gray.cgColor).cgColor.numberOfComponents == 2)
    }

    @Test func getWhiteAnswersOnlyForGrayColorsAndGetRedForBoth() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha))
        #expect(white == 0.5 && alpha == 1)
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        let third: CGFloat = 1.0 / 3.0
        #expect(rgba(.darkGray) == [third, third, third, 1])
    }

    @Test func hsbInitializerAndGetHueAreTheHexconeConversion() {
        // Hue 1/3 is green; half saturation at full brightness lifts the other channels to 0.5.
        let color = UIColor(hue: 1.0 / 3.0, saturation: 0.5, brightness: 1, alpha: 1)
        let components = rgba(color)
        #expect(abs(components[0] - 0.5) < 1e-12)
        #expect(components[1] == 1)
        #expect(abs(components[2] - 0.5) < 1e-12)
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        let thirtyDegrees: CGFloat = 30.0 / 360.0
        #expect(abs(h - thirtyDegrees) < 1e-12)
        #expect(s == 1 && b == 1 && a == 1)
        #expect(UIColor.gray.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(h == 0 && s == 0 && b == 0.5)
        // Round trip through HSB.
        let source = UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7)
        _ = source.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        let back = rgba(UIColor(hue: h, saturation: s, brightness: b, alpha: a))
        let original: [CGFloat] = [0.2, 0.6, 0.9, 0.7]
        for (x, y) in zip(back, original) { #expect(abs(x - y) < 1e-12) }
    }

    @Test func withAlphaComponentKeepsTheColorModel() {
        #expect(UIColor.gray.withAlphaComponent(0.25).cgColor.components == [0.5, 0.25])
        #expect(UIColor.red.withAlphaComponent(0.25).cgColor.components == [1, 0, 0, 0.25])
    }

    @Test func colorsWithTheSameComponentsAreEqual() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor.blue)
        #expect(UIColor.black != UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func setFillAndSetStrokeSetTheCurrentContextsColors() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: PixelProbe.format(scale: 1))
            .image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
                UIColor.blue.set()
                context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
            }
        let pixels = try PixelProbe(image)
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels[3, 1] == [0, 0, 255, 255])
    }
}
