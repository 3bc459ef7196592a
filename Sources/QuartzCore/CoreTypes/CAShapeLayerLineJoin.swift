// CAShapeLayerLineJoin: the corners of CAShapeLayer's strokes (CAShapeLayer.h). A string-backed name type with Apple's
// static members and raw values (API.md "Beyond the first wave"). The type is declared with its raw string and
// initialisers in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CAShapeLayerLineJoin {
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
