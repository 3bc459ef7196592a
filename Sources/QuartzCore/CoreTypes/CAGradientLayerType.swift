// CAGradientLayerType: the geometry of a CAGradientLayer (axial, radial, conic; CAGradientLayer.h). A string-backed
// name type with Apple's static members and raw values (API.md "Beyond the first wave"). The type is declared with its
// raw string and initialisers in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CAGradientLayerType {
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
