// CGColor conversion between colour spaces (Apple's converted(to:intent:options:), docs/porting.md "Added API").
// The engine has three models: gray, RGB (sRGB) and CMYK. Gray to RGB repeats the gray; RGB to gray is the
// luminance of the linearised sRGB channels (Rec. 709 weights) encoded with gamma 2.2, as Apple's generic gray
// space is; CMYK goes through CGColor+CMYK.swift's device conversion. Alpha is kept. Every intent gives the same
// colour (there are no ICC profiles to honour one), and the options are not read (Apple defines none).
import Foundation

extension CGColor {
    /// The colour in `space`, or nil (as Apple's) when the space has no colour model the engine converts to.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        switch space.model {
        case .rgb:
            return CGColor(red: red, green: green, blue: blue, alpha: alpha)
        case .monochrome:
            if model == .gray && cmykComponents == nil { return CGColor(gray: red, alpha: alpha) }
            return CGColor(gray: CGColor.grayLevel(red: red, green: green, blue: blue), alpha: alpha)
        case .cmyk:
            if let c = cmykComponents {
                return CGColor(genericCMYKCyan: c[0], magenta: c[1], yellow: c[2], black: c[3], alpha: alpha)
            }
            let c = CGColor.cmyk(fromRed: red, green: green, blue: blue)
            return CGColor(genericCMYKCyan: c[0], magenta: c[1], yellow: c[2], black: c[3], alpha: alpha)
        }
    }

    /// The gamma-2.2 gray with the luminance of an sRGB colour.
    static func grayLevel(red: CGFloat, green: CGFloat, blue: CGFloat) -> CGFloat {
        func linear(_ v: CGFloat) -> CGFloat {
            let c = min(max(v, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return pow(luminance, 1 / 2.2)
    }
}
