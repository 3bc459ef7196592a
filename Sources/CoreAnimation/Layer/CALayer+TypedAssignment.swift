// Sets one built-in property from a scratch model through its public setter (used by key-value coding and
// key paths), so every route into a property follows the same rules.
import Foundation

extension CALayer {
    func applyTyped(_ p: LayerProperty, from m: LayerModel) {
        switch p {
        case .bounds: bounds = m.bounds
        case .position: position = m.position
        case .zPosition: zPosition = m.zPosition
        case .anchorPoint: anchorPoint = m.anchorPoint
        case .anchorPointZ: anchorPointZ = m.anchorPointZ
        case .transform: transform = m.transform
        case .sublayerTransform: sublayerTransform = m.sublayerTransform
        case .hidden: isHidden = m.isHidden
        case .doubleSided: isDoubleSided = m.isDoubleSided
        case .masksToBounds: masksToBounds = m.masksToBounds
        case .contents: contents = m.contents
        case .contentsRect: contentsRect = m.contentsRect
        case .contentsCenter: contentsCenter = m.contentsCenter
        case .contentsGravity: contentsGravity = m.contentsGravity
        case .contentsScale: contentsScale = m.contentsScale
        case .opacity: opacity = m.opacity
        case .backgroundColor: backgroundColor = m.backgroundColor
        case .cornerRadius: cornerRadius = m.cornerRadius
        case .maskedCorners: maskedCorners = m.maskedCorners
        case .borderWidth: borderWidth = m.borderWidth
        case .borderColor: borderColor = m.borderColor
        case .shadowColor: shadowColor = m.shadowColor
        case .shadowOpacity: shadowOpacity = m.shadowOpacity
        case .shadowOffset: shadowOffset = m.shadowOffset
        case .shadowRadius: shadowRadius = m.shadowRadius
        case .shadowPath: shadowPath = m.shadowPath
        case .allowsGroupOpacity: allowsGroupOpacity = m.allowsGroupOpacity
        case .opaque: isOpaque = m.isOpaque
        case .name: name = m.name
        case .beginTime: beginTime = m.beginTime
        case .speed: speed = m.speed
        case .timeOffset: timeOffset = m.timeOffset
        case .duration: duration = m.duration
        case .repeatCount: repeatCount = m.repeatCount
        case .repeatDuration: repeatDuration = m.repeatDuration
        case .autoreverses: autoreverses = m.autoreverses
        case .fillMode: fillMode = m.fillMode
        case .colors, .locations, .startPoint, .endPoint, .type:
            (self as? CAGradientLayer)?.applyGradientTyped(p, from: m)
        case .path, .fillColor, .fillRule, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineCap,
             .lineJoin, .lineDashPattern, .lineDashPhase:
            (self as? CAShapeLayer)?.applyShapeTyped(p, from: m)
        }
    }
}
