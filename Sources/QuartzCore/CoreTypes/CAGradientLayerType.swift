// CAGradientLayerType: the geometry of a CAGradientLayer (axial, radial, conic; CAGradientLayer.h).
// A string-backed name type with Apple's static members and raw values (API.md "Beyond the first wave").
import Foundation

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")

    public var description: String { rawValue }
}
