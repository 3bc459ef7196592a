// TransformComponent: the transform sub-key-paths of spec §1.6 ("rotation.z", "scale",
// "translation", …), parsed once from the key-path suffix so per-frame code switches on an enum.
import Foundation

package enum TransformComponent: Hashable, Sendable, CaseIterable {
    case rotationX, rotationY, rotationZ
    case scaleX, scaleY, scaleZ, scale
    case translationX, translationY, translationZ, translation

    /// Parses the part after "transform." (or "sublayerTransform."); nil for anything else.
    /// `rotation` is `rotation.z` (spec §1.6).
    package init?(keyPathSuffix suffix: Substring) {
        switch suffix {
        case "rotation.x": self = .rotationX
        case "rotation.y": self = .rotationY
        case "rotation.z", "rotation": self = .rotationZ
        case "scale.x": self = .scaleX
        case "scale.y": self = .scaleY
        case "scale.z": self = .scaleZ
        case "scale": self = .scale
        case "translation.x": self = .translationX
        case "translation.y": self = .translationY
        case "translation.z": self = .translationZ
        case "translation": self = .translation
        default: return nil
        }
    }

    package init?(keyPathSuffix suffix: String) {
        self.init(keyPathSuffix: Substring(suffix))
    }

    /// `translation` reads and writes a CGSize; every other component a number.
    package var isSizeValued: Bool { self == .translation }
}
