// CAAnimationRotationMode: how a layer animated along a path is turned to its tangent (spec §6.5).
// A string-backed name type with Apple's static members and raw values (API.md).
import Foundation

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")

    public var description: String { rawValue }
}
