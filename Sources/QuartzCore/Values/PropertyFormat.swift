// How a property's value is laid out in a storage struct (LayerModel on the main thread, RenderLayer on the
// render thread): one case per Swift type a property field can have (docs/architecture.md "The property table").
// The property table records each property's format and byte offset in both structs, so reading, writing,
// converting and committing a property is a switch over these few formats, never over the properties.
// A new property of an existing type needs no case here; a property of a new type adds one case, its entry in
// `of(_:)` and its conversions (PropertyFormat+Access.swift, PropertyFormat+Conversion.swift).
import Foundation

/// The Swift type of one property field.
package enum PropertyFormat: UInt8, Sendable {
    case float, cgFloat, double, bool
    /// `Int` (CAReplicatorLayer.instanceCount): a number that animates, truncated toward zero when written.
    case int
    case point, size, rect, transform
    /// `CGColor?` (model side).
    case cgColor
    /// `RenderColor`, premultiplied (render side of a colour).
    case renderColor
    /// `CGImage?`.
    case image
    /// `CGPath?` (model side, always an immutable path).
    case path
    /// `[CGPath.Element]?` (render side of a path).
    case pathElements
    /// `CACornerMask` (model side).
    case cornerMask
    /// `UInt8` CACornerMask bits (render side).
    case cornerBits
    case contentsGravity, fillMode
    /// `String?`.
    case string
    /// `[CGColor]?` (model side of CAGradientLayer's `colors`).
    case cgColors
    /// `[SIMD4<Double>]?`, straight RGBA (render side of a colour array).
    case straightColors
    /// `[NSNumber]?` (model side of `locations`, `lineDashPattern`).
    case numbers
    /// `[Double]?` (render side of a number array).
    case doubles
    case gradientType, fillRule, lineCap, lineJoin
    /// CALayer's rendering options: `CALayerCornerCurve`, `CALayerContentsFilter`, `CALayerContentsFormat`,
    /// `CAEdgeAntialiasingMask`.
    case cornerCurve, contentsFilter, contentsFormat, edgeMask

    /// The format of a field of type `type`, or nil when no format stores that type.
    static func of(_ type: Any.Type) -> PropertyFormat? {
        let id = ObjectIdentifier(type)
        let known: [(Any.Type, PropertyFormat)] = [
            (Float.self, .float), (CGFloat.self, .cgFloat), (Double.self, .double), (Bool.self, .bool), (Int.self, .int),
            (CGPoint.self, .point), (CGSize.self, .size), (CGRect.self, .rect), (CATransform3D.self, .transform),
            (CGColor?.self, .cgColor), (RenderColor.self, .renderColor), (CGImage?.self, .image),
            (CGPath?.self, .path), ([CGPath.Element]?.self, .pathElements), (CACornerMask.self, .cornerMask),
            (UInt8.self, .cornerBits), (CALayerContentsGravity.self, .contentsGravity),
            (CAMediaTimingFillMode.self, .fillMode), (String?.self, .string), ([CGColor]?.self, .cgColors),
            ([SIMD4<Double>]?.self, .straightColors), ([NSNumber]?.self, .numbers), ([Double]?.self, .doubles),
            (CAGradientLayerType.self, .gradientType), (CAShapeLayerFillRule.self, .fillRule),
            (CAShapeLayerLineCap.self, .lineCap), (CAShapeLayerLineJoin.self, .lineJoin),
            (CALayerCornerCurve.self, .cornerCurve), (CALayerContentsFilter.self, .contentsFilter),
            (CALayerContentsFormat.self, .contentsFormat), (CAEdgeAntialiasingMask.self, .edgeMask),
        ]
        return known.first { ObjectIdentifier($0.0) == id }?.1
    }

    /// The kind of value a property stored in this format holds.
    var valueKind: ValueKind {
        switch self {
        case .float, .cgFloat, .double, .int: return .scalar
        case .bool: return .bool
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .transform: return .transform
        case .cgColor, .renderColor: return .color
        case .image: return .image
        case .path, .pathElements: return .path
        case .cgColors, .straightColors: return .colors
        case .numbers, .doubles: return .numbers
        case .cornerMask, .cornerBits, .contentsGravity, .fillMode, .string, .gradientType, .fillRule, .lineCap,
             .lineJoin, .cornerCurve, .contentsFilter, .contentsFormat, .edgeMask:
            return .other
        }
    }
}
