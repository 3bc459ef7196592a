// CGColor: an immutable colour, Linux stand-in for CoreGraphics' (API.md).
// Stores RGBA as four lets so the engine reads them without allocation (`rgba`), and remembers
// whether it was made as gray or RGB so `components`/`numberOfComponents` match Apple's
// (gray colours have two components: gray, alpha). Values are kept as given, not clamped;
// the renderer clamps when it draws.
import Foundation

public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The colour model the colour was created in.
    package enum Model: Sendable, Equatable, Hashable { case gray, rgb }

    package let model: Model
    package let red: CGFloat
    package let green: CGFloat
    package let blue: CGFloat
    public let alpha: CGFloat
    /// Cyan, magenta, yellow, black of a colour made in the generic CMYK space (CGColor+CMYK.swift); red, green and
    /// blue then hold its RGB rendition. nil for gray and RGB colours.
    package let cmykComponents: [CGFloat]?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        model = .rgb
        self.red = CGColor.checked(red, "red")
        self.green = CGColor.checked(green, "green")
        self.blue = CGColor.checked(blue, "blue")
        self.alpha = CGColor.checked(alpha, "alpha")
        cmykComponents = nil
    }

    /// A colour in the generic CMYK space (Apple's CGColorCreateGenericCMYK): five components (cyan, magenta,
    /// yellow, black, alpha), drawn through the RGB rendition CGColor+CMYK.swift computes.
    public init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        model = .rgb
        let cmyk = [CGColor.checked(cyan, "cyan"), CGColor.checked(magenta, "magenta"),
                    CGColor.checked(yellow, "yellow"), CGColor.checked(black, "black")]
        (red, green, blue) = CGColor.rgb(fromCMYK: cmyk)
        self.alpha = CGColor.checked(alpha, "alpha")
        cmykComponents = cmyk
    }

    /// Same as `init(red:green:blue:alpha:)`: the engine works in sRGB.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        model = .gray
        let g = CGColor.checked(gray, "gray")
        red = g; green = g; blue = g
        self.alpha = CGColor.checked(alpha, "alpha")
        cmykComponents = nil
    }

    /// Red, green, blue, alpha (not premultiplied), for the renderer.
    package var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) { (red, green, blue, alpha) }

    /// Apple's component list: [gray, alpha] or [red, green, blue, alpha].
    public var components: [CGFloat]? {
        if let cmyk = cmykComponents { return cmyk + [alpha] }
        switch model {
        case .gray: return [red, alpha]
        case .rgb: return [red, green, blue, alpha]
        }
    }

    public var numberOfComponents: Int { cmykComponents != nil ? 5 : model == .gray ? 2 : 4 }

    /// The same colour with another alpha (Apple's returns an optional too).
    public func copy(alpha: CGFloat) -> CGColor? {
        if let c = cmykComponents {
            return CGColor(genericCMYKCyan: c[0], magenta: c[1], yellow: c[2], black: c[3], alpha: alpha)
        }
        switch model {
        case .gray: return CGColor(gray: red, alpha: alpha)
        case .rgb: return CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Equal when made in the same model with the same components, as Apple's CFEqual.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.model == rhs.model && lhs.red == rhs.red && lhs.green == rhs.green
            && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha && lhs.cmykComponents == rhs.cmykComponents)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model); hasher.combine(red); hasher.combine(green)
        hasher.combine(blue); hasher.combine(alpha); hasher.combine(cmykComponents)
    }

    public var description: String {
        if let c = cmykComponents {
            return "CGColor(genericCMYKCyan: \(c[0]), magenta: \(c[1]), yellow: \(c[2]), black: \(c[3]), alpha: \(alpha))"
        }
        switch model {
        case .gray: return "CGColor(gray: \(red), alpha: \(alpha))"
        case .rgb: return "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        }
    }

    /// NaN or infinite components would poison every blend; they become 0 with one message.
    package static func checked(_ value: CGFloat, _ name: String) -> CGFloat {
        guard value.isFinite else {
            EngineDiagnostics.report(
                "CGColor: the \(name) component \(value) is not a finite number; using 0. Pass values in 0...1.")
            return 0
        }
        return value
    }
}
