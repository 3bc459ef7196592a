// CALayerCornerCurve: how rounded corners are drawn (CALayer.h cornerCurve).
// A string-backed name type with Apple's static members and raw values (API.md "Beyond the first wave").
import Foundation

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")

    public var description: String { rawValue }
}
