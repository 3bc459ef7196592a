// Per-property facts from spec §1.4–1.5 (and CAGradientLayer.h / CAShapeLayer.h for theirs): the value kind and
// the built-in action.
// Switches over the enum compile to jump tables, so these are free on the hot path.

extension LayerProperty {
    /// The kind of value the property holds.
    public var valueKind: ValueKind {
        switch self {
        case .bounds, .contentsRect, .contentsCenter: return .rect
        case .position, .anchorPoint, .startPoint, .endPoint: return .point
        case .shadowOffset: return .size
        case .transform, .sublayerTransform: return .transform
        case .hidden, .doubleSided, .masksToBounds, .allowsGroupOpacity, .opaque, .autoreverses: return .bool
        case .contents: return .image
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor: return .color
        case .shadowPath, .path: return .path
        case .colors: return .colors
        case .locations: return .numbers
        case .contentsGravity, .maskedCorners, .name, .fillMode, .type, .fillRule, .lineCap, .lineJoin, .lineDashPattern:
            return .other
        case .zPosition, .anchorPointZ, .contentsScale, .opacity, .cornerRadius, .borderWidth, .shadowOpacity,
             .shadowRadius, .beginTime, .speed, .timeOffset, .duration, .repeatCount, .repeatDuration, .strokeStart,
             .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase:
            return .scalar
        }
    }

    /// The built-in implicit action (spec §1.4 list; DECISIONS 5: `hidden` fades, `doubleSided` has none).
    public var builtInAction: BuiltInActionKind {
        switch self {
        case .bounds, .position, .zPosition, .anchorPoint, .anchorPointZ, .transform, .sublayerTransform,
             .masksToBounds, .contents, .contentsRect, .contentsCenter, .contentsScale, .opacity,
             .backgroundColor, .cornerRadius, .borderWidth, .borderColor, .shadowColor, .shadowOpacity,
             .shadowOffset, .shadowRadius, .shadowPath,
             .colors, .locations, .startPoint, .endPoint,
             .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase:
            return .basic
        case .hidden:
            return .transition
        case .doubleSided, .contentsGravity, .maskedCorners, .allowsGroupOpacity, .opaque, .name, .beginTime,
             .speed, .timeOffset, .duration, .repeatCount, .repeatDuration, .autoreverses, .fillMode:
            return .none
        // CAShapeLayer.h: "path … does not have an implicit animation" (it animates explicitly, point by point).
        case .path, .type, .fillRule, .lineCap, .lineJoin, .lineDashPattern:
            return .none
        }
    }

    /// Whether the property can be animated (an animation's keyPath may name it).
    public var isAnimatable: Bool { valueKind.isAnimatable && self != .doubleSided }
}
