// CAShapeLayerLineCap: the ends of CAShapeLayer's open strokes (CAShapeLayer.h). A string-backed name type with Apple's
// static members and raw values (API.md "Beyond the first wave"). The type is declared with its raw string and
// initialisers in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CAShapeLayerLineCap {
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
