// Key-value coding reads built-in keys through the properties themselves (spec §1.5; Apple's valueForKey: calls the
// accessor), so a subclass that overrides a getter is seen by value(forKey:) and key paths, as on Apple's platforms.

extension CALayer {
    /// The value of built-in property `p` as its getter returns it (dynamic dispatch reaches overrides).
    func getterValue(of p: LayerProperty) -> Any? {
        switch p {
        case .bounds: return bounds
        case .position: return position
        case .zPosition: return zPosition
        case .anchorPoint: return anchorPoint
        case .anchorPointZ: return anchorPointZ
        case .transform: return transform
        case .sublayerTransform: return sublayerTransform
        case .hidden: return isHidden
        case .doubleSided: return isDoubleSided
        case .masksToBounds: return masksToBounds
        case .contents: return contents
        case .contentsRect: return contentsRect
        case .contentsCenter: return contentsCenter
        case .contentsGravity: return contentsGravity
        case .contentsScale: return contentsScale
        case .opacity: return opacity
        case .backgroundColor: return backgroundColor
        case .cornerRadius: return cornerRadius
        case .maskedCorners: return maskedCorners
        case .borderWidth: return borderWidth
        case .borderColor: return borderColor
        case .shadowColor: return shadowColor
        case .shadowOpacity: return shadowOpacity
        case .shadowOffset: return shadowOffset
        case .shadowRadius: return shadowRadius
        case .shadowPath: return shadowPath
        case .allowsGroupOpacity: return allowsGroupOpacity
        case .opaque: return isOpaque
        case .name: return name
        case .beginTime: return beginTime
        case .speed: return speed
        case .timeOffset: return timeOffset
        case .duration: return duration
        case .repeatCount: return repeatCount
        case .repeatDuration: return repeatDuration
        case .autoreverses: return autoreverses
        case .fillMode: return fillMode
        case .colors, .locations, .startPoint, .endPoint, .type:
            return (self as? CAGradientLayer)?.gradientGetterValue(of: p)
        case .path, .fillColor, .fillRule, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineCap,
             .lineJoin, .lineDashPattern, .lineDashPhase:
            return (self as? CAShapeLayer)?.shapeGetterValue(of: p)
        }
    }
}
