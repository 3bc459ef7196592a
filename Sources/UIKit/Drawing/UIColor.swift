// UIColor (UIKit's UIColor.h; docs/porting.md "The UIKit types"): an immutable colour over a CGColor. Made as white
// (a grayscale colour: two components, gray and alpha, in a gray colour space) or as RGB, HSB or from a CGColor, as
// UIKit makes them; the named and system colours, the component getters and the drawing setters live in the
// UIColor+Concern.swift files beside this one.
import QuartzCore
import Foundation

/// @unchecked: NSObject is not Sendable; a UIColor never changes.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour as Core Graphics draws it: gray colours keep their gray model (two components).
    public let cgColor: CGColor

    /// A colour in the sRGB space (UIKit's extended sRGB: components outside 0...1 are kept as given).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// A grayscale colour: its cgColor has a gray colour space and two components (white, alpha).
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    /// An RGB colour from hue, saturation and brightness (HSB, also called HSV), each in 0...1; a hue of 1 is the
    /// same as 0.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        cgColor = CGColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
        super.init()
    }

    /// The colour `cgColor` describes, in its own model.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// The same colour with another alpha, keeping its model (a gray colour stays gray).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Equal when the CGColors are (same model, same components), as UIKit's -isEqual:.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.cgColor == cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    open override var description: String {
        let c = cgColor
        switch c.model {
        case .gray: return "UIExtendedGrayColorSpace \(c.red) \(c.alpha)"
        case .rgb: return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
        }
    }

    /// HSB to RGB (the hexcone model UIKit uses): the hue picks a sextant, saturation and brightness scale it.
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        var hue = hue
        if !hue.isFinite {
            EngineDiagnostics.report("UIColor(hue:saturation:brightness:alpha:): the hue \(hue) is not a finite number; "
                                     + "using 0. Pass values in 0...1.")
            hue = 0
        }
        let h = (hue - hue.rounded(.down)) * 6
        let sextant = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness, s = saturation
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sextant {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
