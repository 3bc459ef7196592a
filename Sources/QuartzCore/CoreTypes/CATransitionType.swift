// CATransitionType: the kinds of CATransition (spec §7.3). A string-backed name type with Apple's static members and
// raw values (API.md). The type is declared with its raw string and initialisers in Generated/NameTypes.swift
// (NameTypeSpec).
import Foundation

extension CATransitionType {
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}
