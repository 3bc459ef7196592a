// CAShapeLayerLineJoin: the corners of CAShapeLayer's strokes (CAShapeLayer.h).
// A string-backed name type with Apple's static members and raw values (API.md "Beyond the first wave").
import Foundation

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    public var description: String { rawValue }
}
