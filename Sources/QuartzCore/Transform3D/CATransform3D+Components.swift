// Transform key-path components on CATransform3D (spec §1.6): read = decompose and pick;
// write = decompose, replace, recompose. Per-frame code that writes one component repeatedly
// may decompose once and use DecomposedTransform3D's versions instead.
import Foundation

extension CATransform3D {
    package func component(_ key: TransformComponent) -> TransformComponentValue {
        componentDecomposition().component(key)
    }

    package func settingComponent(_ key: TransformComponent, to value: TransformComponentValue) -> CATransform3D {
        var d = componentDecomposition()
        d.setComponent(key, to: value)
        return d.recomposed()
    }

    /// Convenience for number components (`rotation.z`, `scale`, …).
    package func settingComponent(_ key: TransformComponent, to value: CGFloat) -> CATransform3D {
        settingComponent(key, to: .scalar(value))
    }
}
