// CAValueFunctionName: the value functions a property animation may apply (spec §5.4). A string-backed name type with
// Apple's static members and raw values (API.md). The type is declared with its raw string and initialisers in
// Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CAValueFunctionName {
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
