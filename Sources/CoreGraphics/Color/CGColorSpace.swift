// CGColorSpace (API.md "Beyond the first wave"; Apple's CGColorSpace): the colour model of a bitmap context, a
// colour or a gradient. The engine draws in sRGB, so the spaces it accepts are the RGB ones it draws correctly
// (device RGB and sRGB) and gray (device gray, generic gray gamma 2.2); a name it cannot honour gives nil with one
// message, as Apple's initializer returns nil for a name it does not know.
import Foundation

public final class CGColorSpace: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The colour model: how many colour components a colour in this space has.
    package enum Model: Int32, Sendable { case monochrome = 0, rgb = 1, cmyk = 2 }

    package let model: Model
    /// The space's name; nil for the device spaces, as Apple's.
    public var name: CFString? { nameString.map { $0 as NSString } }
    let nameString: String?

    // Declared as Apple's (CFString constants); `nonisolated(unsafe)` because NSString is not Sendable, though
    // these are never mutated.
    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB"
    nonisolated(unsafe) public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    nonisolated(unsafe) public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    nonisolated(unsafe) public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    nonisolated(unsafe) public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"

    init(model: Model, name: String?) {
        self.model = model
        self.nameString = name
    }

    /// The named space, or nil (with one message) for a space the engine cannot draw in.
    public convenience init?(name: CFString) {
        let requested = name as String
        if requested == CGColorSpace.sRGB as String {
            self.init(model: .rgb, name: requested)
        } else if requested == CGColorSpace.genericGrayGamma2_2 as String {
            self.init(model: .monochrome, name: requested)
        } else if requested == CGColorSpace.genericCMYK as String {
            // Colours only (CGColor(genericCMYKCyan:...), converted(to:)); bitmap contexts refuse it.
            self.init(model: .cmyk, name: requested)
        } else {
            EngineDiagnostics.report(
                "CGColorSpace(name: \(name)): the engine draws in sRGB and gray only; use CGColorSpace.sRGB, "
                    + "CGColorSpace.genericGrayGamma2_2, CGColorSpace.genericCMYK (colours only) or "
                    + "CGColorSpaceCreateDeviceRGB(). Returned nil.")
            return nil
        }
    }

    /// Colour components per colour, alpha not counted (Apple's `numberOfComponents`).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .rgb: return 3
        case .cmyk: return 4
        }
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.nameString == rhs.nameString
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(nameString)
    }

    public var description: String {
        let device = model == .rgb ? "DeviceRGB" : model == .cmyk ? "DeviceCMYK" : "DeviceGray"
        return "CGColorSpace(\(nameString ?? device))"
    }

    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
    static let deviceCMYK = CGColorSpace(model: .cmyk, name: nil)
}

/// The device CMYK space (Apple's CGColorSpaceCreateDeviceCMYK): for colours; bitmap contexts refuse it.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace.deviceCMYK }

/// The device RGB space (Apple's CGColorSpaceCreateDeviceRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// The device gray space (Apple's CGColorSpaceCreateDeviceGray).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
