// CAShapeLayerFillRule: how CAShapeLayer decides what is inside its path (CAShapeLayer.h). A string-backed name type
// with Apple's static members and raw values (API.md "Beyond the first wave"). The type is declared with its raw string
// and initialisers in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CAShapeLayerFillRule {
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
