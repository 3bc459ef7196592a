// CMYK colours (Apple's CGColor(genericCMYKCyan:magenta:yellow:black:alpha:), docs/porting.md "Added API"): the
// engine draws in sRGB, so a CMYK colour keeps its four inks (components, colorSpace, equality) and draws as the
// RGB the naive device conversion gives: each channel is (1 − ink)(1 − black). Apple converts through the Generic
// CMYK ICC profile, whose printed-ink gamut gives duller colours (its pure cyan is not (0, 1, 1)); porting.md says so.
import Foundation

extension CGColor {
    /// Red, green, blue for cyan, magenta, yellow, black in 0...1 (clamped).
    package static func rgb(fromCMYK cmyk: [CGFloat]) -> (CGFloat, CGFloat, CGFloat) {
        func ink(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
        let k = ink(cmyk[3])
        return ((1 - ink(cmyk[0])) * (1 - k), (1 - ink(cmyk[1])) * (1 - k), (1 - ink(cmyk[2])) * (1 - k))
    }

    /// Cyan, magenta, yellow, black for red, green, blue in 0...1 (clamped): the inverse of rgb(fromCMYK:) with
    /// as much black as possible.
    package static func cmyk(fromRed red: CGFloat, green: CGFloat, blue: CGFloat) -> [CGFloat] {
        func channel(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
        let (r, g, b) = (channel(red), channel(green), channel(blue))
        let k = 1 - max(r, g, b)
        guard k < 1 else { return [0, 0, 0, 1] }
        return [(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k]
    }
}
