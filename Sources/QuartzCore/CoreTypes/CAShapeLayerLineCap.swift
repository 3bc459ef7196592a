// CAShapeLayerLineCap: the ends of CAShapeLayer's open strokes (CAShapeLayer.h).
// A string-backed name type with Apple's static members and raw values (API.md "Beyond the first wave").
import Foundation

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    public var description: String { rawValue }
}
