// CAMediaTimingFillMode: what an animation shows outside its active interval (spec §3.4). A string-backed name type
// with Apple's static members and raw values (API.md). The type is declared with its raw string and initialisers in
// Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CAMediaTimingFillMode {
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
