// Reading and replacing the key-path components of spec §1.6 on a decomposed transform.
// Rotations are Euler angles with R = Rx(x) · Ry(y) · Rz(z) in the row-vector convention
// (x applied first); Apple does not document its order [INF]. A pure rotation about one axis
// reads back as that angle, in (−π, π].
import Foundation

extension DecomposedTransform3D {
    /// Euler angles (x, y, z) in radians of the rotation part.
    package var eulerAngles: SIMD3<Double> {
        let r = DecomposedTransform3D.rotationRows(quaternion)
        let sinY = -r.0.z
        if abs(sinY) < 1 - 1e-12 {
            return SIMD3(atan2(r.1.z, r.2.z), asin(sinY), atan2(r.0.y, r.0.x))
        }
        // Gimbal lock (y = ±90°): x and z turn about the same axis; put it all in x.
        return SIMD3(atan2(-r.2.y, r.1.y), sinY > 0 ? .pi / 2 : -.pi / 2, 0)
    }

    /// Replaces the rotation by Rx(x) · Ry(y) · Rz(z).
    package mutating func setEulerAngles(_ e: SIMD3<Double>) {
        let m = CATransform3DMakeRotation(e.x, 1, 0, 0)
            .concatenating(CATransform3DMakeRotation(e.y, 0, 1, 0))
            .concatenating(CATransform3DMakeRotation(e.z, 0, 0, 1))
        quaternion = DecomposedTransform3D.quaternion(rows: (
            SIMD3(m.m11, m.m12, m.m13), SIMD3(m.m21, m.m22, m.m23), SIMD3(m.m31, m.m32, m.m33)))
    }

    package func component(_ key: TransformComponent) -> TransformComponentValue {
        switch key {
        case .rotationX: return .scalar(eulerAngles.x)
        case .rotationY: return .scalar(eulerAngles.y)
        case .rotationZ: return .scalar(eulerAngles.z)
        case .scaleX: return .scalar(scale.x)
        case .scaleY: return .scalar(scale.y)
        case .scaleZ: return .scalar(scale.z)
        case .scale: return .scalar(scale.sum() / 3)
        case .translationX: return .scalar(translation.x)
        case .translationY: return .scalar(translation.y)
        case .translationZ: return .scalar(translation.z)
        case .translation: return .size(CGSize(width: translation.x, height: translation.y))
        }
    }

    /// Replaces one component. A value of the wrong kind (a size for a number component or the
    /// reverse) is reported once and changes nothing.
    package mutating func setComponent(_ key: TransformComponent, to value: TransformComponentValue) {
        switch (key, value) {
        case (.translation, .size(let s)):
            translation.x = s.width
            translation.y = s.height
        case (.translation, .scalar), (_, .size):
            EngineDiagnostics.report(
                "transform component \(key): got \(value); `translation` takes a CGSize, the others a number. Value ignored.")
        case (_, .scalar(let v)):
            setScalarComponent(key, to: Double(v))
        }
    }

    private mutating func setScalarComponent(_ key: TransformComponent, to v: Double) {
        switch key {
        case .rotationX: var e = eulerAngles; e.x = v; setEulerAngles(e)
        case .rotationY: var e = eulerAngles; e.y = v; setEulerAngles(e)
        case .rotationZ: var e = eulerAngles; e.z = v; setEulerAngles(e)
        case .scaleX: scale.x = v
        case .scaleY: scale.y = v
        case .scaleZ: scale.z = v
        case .scale: scale = SIMD3(repeating: v)
        case .translationX: translation.x = v
        case .translationY: translation.y = v
        case .translationZ: translation.z = v
        case .translation: translation.x = v; translation.y = v
        }
    }
}
