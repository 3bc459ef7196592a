// CAAnimationRotationMode: how a layer animated along a path is turned to its tangent (spec §6.5). A string-backed name
// type with Apple's static members and raw values (API.md). The type is declared with its raw string and initialisers
// in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CAAnimationRotationMode {
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
