// CATransitionSubtype: the directions of a CATransition (spec §7.3; iOS coordinates, DECISIONS 9). A string-backed name
// type with Apple's static members and raw values (API.md). The type is declared with its raw string and initialisers
// in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CATransitionSubtype {
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
