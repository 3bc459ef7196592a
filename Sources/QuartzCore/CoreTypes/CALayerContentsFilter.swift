// CALayerContentsFilter: how contents are sampled when scaled (CALayer.h magnificationFilter / minificationFilter).
// A string-backed name type with Apple's static members and raw values (API.md "Beyond the first wave").
import Foundation

public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")

    public var description: String { rawValue }
}
