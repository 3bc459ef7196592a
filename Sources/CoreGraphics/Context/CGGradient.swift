// CGGradient (Apple's CGGradient(colorsSpace:colors:locations:) and (colorSpace:colorComponents:locations:count:)):
// an immutable list of colour stops. Without locations the colours are spread evenly from 0 to 1, as Apple's.
// Drawn by CGContext.drawLinearGradient/drawRadialGradient as a cairo gradient pattern.
import Foundation

public final class CGGradient: Sendable {
    /// One colour stop: location in 0...1 and straight (not premultiplied) sRGB components.
    struct Stop: Equatable {
        var location: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    let stops: [Stop]

    /// `colors` holds CGColor objects (`[CGColor] as CFArray`); `locations`, when given, one value per colour.
    /// Returns nil, with one message, for an empty array or an element that is not a CGColor.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var parsed: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else {
                EngineDiagnostics.report(
                    "CGGradient(colorsSpace:colors:locations:): an element of colors is \(type(of: element)), not a "
                        + "CGColor; pass [CGColor] as CFArray. No gradient was made.")
                return nil
            }
            parsed.append(color)
        }
        guard !parsed.isEmpty else {
            EngineDiagnostics.report("CGGradient(colorsSpace:colors:locations:): colors is empty; no gradient was made.")
            return nil
        }
        stops = parsed.enumerated().map { index, color in
            Stop(location: CGGradient.location(index, of: parsed.count, locations),
                 red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }

    /// `components` holds `count` colours of the space's components plus alpha each.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else {
            EngineDiagnostics.report("CGGradient(colorSpace:colorComponents:locations:count:): count \(count) must be positive.")
            return nil
        }
        let stride = space.numberOfComponents + 1
        stops = (0..<count).map { index in
            let c = components + index * stride
            let location = CGGradient.location(index, of: count, locations)
            switch space.model {
            case .rgb: return Stop(location: location, red: c[0], green: c[1], blue: c[2], alpha: c[3])
            case .cmyk:
                let (r, g, b) = CGColor.rgb(fromCMYK: [c[0], c[1], c[2], c[3]])
                return Stop(location: location, red: r, green: g, blue: b, alpha: c[4])
            case .monochrome: break
            }
            return Stop(location: location, red: c[0], green: c[0], blue: c[0], alpha: c[1])
        }
    }

    /// The location of colour `index` of `count`: given, else evenly spread; clamped to 0...1.
    private static func location(_ index: Int, of count: Int, _ locations: UnsafePointer<CGFloat>?) -> CGFloat {
        if let locations {
            let value = locations[index]
            return value.isFinite ? min(max(value, 0), 1) : 0
        }
        return count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)
    }
}
