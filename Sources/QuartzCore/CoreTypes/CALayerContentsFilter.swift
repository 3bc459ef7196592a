// CALayerContentsFilter: how contents are sampled when scaled (CALayer.h magnificationFilter / minificationFilter). A
// string-backed name type with Apple's static members and raw values (API.md "Beyond the first wave"). The type is
// declared with its raw string and initialisers in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CALayerContentsFilter {
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
