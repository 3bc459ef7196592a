// CAMediaTimingFunctionName: the names of the built-in timing curves (spec §4.1). A string-backed name type with
// Apple's static members and raw values (API.md). The type is declared with its raw string and initialisers in
// Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CAMediaTimingFunctionName {
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
