// CAEmitterLayerEmitterMode: where on the shape particles start (CAEmitterLayer.h).
// A string-backed name type with Apple's static members, raw values and Objective-C-era constants (API.md
// "Beyond the first wave"), like CAGradientLayerType.
import Foundation

public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")

    public var description: String { rawValue }
}

public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
