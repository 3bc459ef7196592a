// Every built-in CALayer key, spelled as Apple's KVC names them (spec §1.5). The enum is the typed handle the
// engine uses instead of strings: `named(_:)` is the only string lookup, done once per KVC call or per
// animation when it is added, never per frame. Each case has one row in LayerPropertyTable, which says
// everything else about it; adding a property is a case here and a row there.

/// A built-in CALayer property.
public enum LayerProperty: UInt8, CaseIterable, Sendable, Hashable {
    // Geometry.
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    // Visibility and clipping.
    case hidden, doubleSided, masksToBounds, geometryFlipped
    // Contents.
    case contents, contentsRect, contentsCenter, contentsGravity, contentsScale
    // Appearance.
    case opacity, backgroundColor, cornerRadius, maskedCorners, borderWidth, borderColor
    // Shadow.
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    // Compositing and identity.
    case allowsGroupOpacity, opaque, name
    // The layer's own CAMediaTiming.
    case beginTime, speed, timeOffset, duration, repeatCount, repeatDuration, autoreverses, fillMode
    // CAGradientLayer's own (CAGradientLayer.h); `family` says which class a key belongs to.
    case colors, locations, startPoint, endPoint, type
    // CAShapeLayer's own (CAShapeLayer.h).
    case path, fillColor, fillRule, strokeColor, strokeStart, strokeEnd, lineWidth, miterLimit, lineCap, lineJoin
    case lineDashPattern, lineDashPhase
    // CALayer's rendering options (CALayer.h), none with a built-in action.
    case cornerCurve, allowsEdgeAntialiasing, edgeAntialiasingMask, magnificationFilter, minificationFilter
    case minificationFilterBias, shouldRasterize, rasterizationScale, drawsAsynchronously, contentsFormat
    // CATextLayer's animatable ones (CATextLayer.h); its other keys are plain properties of the class.
    case fontSize, foregroundColor
    // CAReplicatorLayer's own (CAReplicatorLayer.h).
    case instanceCount, preservesDepth, instanceDelay, instanceTransform, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset

    /// The KVC key, as Apple spells it (the Objective-C property name: "hidden", not "isHidden").
    public var key: String { LayerProperty.keys[Int(rawValue)] }

    /// The property for a KVC key, or nil when the key is not a built-in property.
    public static func named(_ key: String) -> LayerProperty? { byKey[key] }

    /// The property for a KVC key when `layer`'s class has it (a plain CALayer's "colors" is an undefined key,
    /// stored like any custom key, as on Apple's platforms).
    public static func named(_ key: String, on layer: CALayer) -> LayerProperty? {
        guard let p = byKey[key], p.family.includes(layer) else { return nil }
        return p
    }

    /// The layer class that declares the property (its row in LayerPropertyTable).
    public var family: LayerPropertyFamily { layout.family }

    private static let keys: [String] = allCases.map { String(describing: $0) }
    private static let byKey: [String: LayerProperty] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.key, $0) })
}
