// CGColor's colour-space spellings (Apple's CGColor(colorSpace:components:), `colorSpace`): a colour made from a
// space and its components. RGB spaces take red, green, blue, alpha; gray spaces gray, alpha; CMYK spaces cyan,
// magenta, yellow, black, alpha.
import Foundation

extension CGColor {
    /// A colour in `space` from `components` (colour components then alpha, as many as the space has plus one).
    /// Apple's takes a C array; a Swift array literal converts to the pointer as it does there.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .rgb: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case .monochrome: self.init(gray: components[0], alpha: components[1])
        case .cmyk:
            self.init(genericCMYKCyan: components[0], magenta: components[1], yellow: components[2],
                      black: components[3], alpha: components[4])
        }
    }

    /// The space the colour was made in: device gray for gray colours, sRGB for the others (the engine's RGB).
    public var colorSpace: CGColorSpace? {
        if cmykComponents != nil { return CGColorSpace(model: .cmyk, name: CGColorSpace.genericCMYK as String) }
        return model == .gray ? CGColorSpaceCreateDeviceGray() : CGColorSpace(model: .rgb, name: CGColorSpace.sRGB as String)
    }
}
