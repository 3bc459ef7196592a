// CAAnimationCalculationMode: how a keyframe animation computes values between keyframes (spec §6.2). A string-backed
// name type with Apple's static members and raw values (API.md). The type is declared with its raw string and
// initialisers in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CAAnimationCalculationMode {
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
