// The string-backed name properties of CAGradientLayer and CAShapeLayer (`type`, `fillRule`, `lineCap`,
// `lineJoin`) set from `Any` (KVC, `style`): the name type itself or its raw String, as Apple's KVC accepts.
import Foundation

extension LayerModel {
    /// Stores a name-typed property from its name type or raw string; false for anything else.
    mutating func assignName(_ any: Any?, to p: LayerProperty) -> Bool {
        switch p {
        case .type:
            if let t = any as? CAGradientLayerType { gradientType = t; return true }
            if let s = any as? String { gradientType = CAGradientLayerType(rawValue: s); return true }
        case .fillRule:
            if let r = any as? CAShapeLayerFillRule { fillRule = r; return true }
            if let s = any as? String { fillRule = CAShapeLayerFillRule(rawValue: s); return true }
        case .lineCap:
            if let c = any as? CAShapeLayerLineCap { lineCap = c; return true }
            if let s = any as? String { lineCap = CAShapeLayerLineCap(rawValue: s); return true }
        case .lineJoin:
            if let j = any as? CAShapeLayerLineJoin { lineJoin = j; return true }
            if let s = any as? String { lineJoin = CAShapeLayerLineJoin(rawValue: s); return true }
        default:
            break
        }
        return false
    }
}
