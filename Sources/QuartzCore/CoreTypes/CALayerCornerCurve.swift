// CALayerCornerCurve: how rounded corners are drawn (CALayer.h cornerCurve). A string-backed name type with Apple's
// static members and raw values (API.md "Beyond the first wave"). The type is declared with its raw string and
// initialisers in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CALayerCornerCurve {
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
