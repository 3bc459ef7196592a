// Interpolation of whole CATransform3D values (spec §1.6 [INF/WEB]): decompose both ends,
// interpolate the parts (quaternion slerp), recompose. When either end cannot be decomposed
// the value jumps at the halfway point, as CSS does.
import Foundation

extension CATransform3D {
    package static func interpolate(from a: CATransform3D, to b: CATransform3D, fraction: Double) -> CATransform3D {
        if a == b { return a }
        guard let da = a.decomposed(), let db = b.decomposed() else { return fraction < 0.5 ? a : b }
        return DecomposedTransform3D.interpolate(from: da, to: db, fraction: fraction).recomposed()
    }
}
