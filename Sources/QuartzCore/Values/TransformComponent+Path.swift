// The key-path text of a transform component, for printing key paths ("transform.rotation.z").

extension TransformComponent {
    /// The suffix after "transform." that names this component.
    package var path: String {
        switch self {
        case .rotationX: return "rotation.x"
        case .rotationY: return "rotation.y"
        case .rotationZ: return "rotation.z"
        case .scaleX: return "scale.x"
        case .scaleY: return "scale.y"
        case .scaleZ: return "scale.z"
        case .scale: return "scale"
        case .translationX: return "translation.x"
        case .translationY: return "translation.y"
        case .translationZ: return "translation.z"
        case .translation: return "translation"
        }
    }
}
