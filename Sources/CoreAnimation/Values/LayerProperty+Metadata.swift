// Per-property facts from spec §1.4–1.5: the value kind and the built-in action.
// Switches over the enum compile to jump tables, so these are free on the hot path.

extension LayerProperty {
    /// The kind of value the property holds.
    public var valueKind: ValueKind {
        switch self {
        case .bounds, .contentsRect, .contentsCenter: return .rect
        case .position, .anchorPoint: return .point
        case .shadowOffset: return .size
        case .transform, .sublayerTransform: return .transform
        case .hidden, .doubleSided, .masksToBounds, .allowsGroupOpacity, .opaque, .autoreverses: return .bool
        case .contents: return .image
        case .backgroundColor, .borderColor, .shadowColor: return .color
        case .shadowPath: return .path
        case .contentsGravity, .maskedCorners, .name, .fillMode: return .other
        case .zPosition, .anchorPointZ, .contentsScale, .opacity, .cornerRadius, .borderWidth, .shadowOpacity,
             .shadowRadius, .beginTime, .speed, .timeOffset, .duration, .repeatCount, .repeatDuration:
            return .scalar
        }
    }

    /// The built-in implicit action (spec §1.4 list; DECISIONS 5: `hidden` fades, `doubleSided` has none).
    public var builtInAction: BuiltInActionKind {
        switch self {
        case .bounds, .position, .zPosition, .anchorPoint, .anchorPointZ, .transform, .sublayerTransform,
             .masksToBounds, .contents, .contentsRect, .contentsCenter, .contentsScale, .opacity,
             .backgroundColor, .cornerRadius, .borderWidth, .borderColor, .shadowColor, .shadowOpacity,
             .shadowOffset, .shadowRadius, .shadowPath:
            return .basic
        case .hidden:
            return .transition
        case .doubleSided, .contentsGravity, .maskedCorners, .allowsGroupOpacity, .opaque, .name, .beginTime,
             .speed, .timeOffset, .duration, .repeatCount, .repeatDuration, .autoreverses, .fillMode:
            return .none
        }
    }

    /// Whether the property can be animated (an animation's keyPath may name it).
    public var isAnimatable: Bool { valueKind.isAnimatable && self != .doubleSided }
}
