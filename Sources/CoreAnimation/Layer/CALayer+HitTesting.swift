// Hit testing (spec §8.2, DECISIONS 10): hidden or transparent layers never hit; the point is mapped from the
// superlayer's space through the inverse of the layer's matrix (singular → unchanged); back-facing
// single-sided layers miss; masksToBounds and a mask clip; sublayers are tried topmost first, before the
// layer's own bounds, so sublayers outside a non-masking parent still hit.
import Foundation

extension CALayer {
    func hitTestLayer(_ p: CGPoint) -> CALayer? {
        guard !values.isHidden, values.opacity > 0 else { return nil }
        let toParent = parentFromLocalMatrix()
        if !values.isDoubleSided, LayerGeometry.isBackFacing(toParent) { return nil }
        let local = LayerGeometry.unproject(p, through: toParent)
        if values.masksToBounds, !contains(local) { return nil }
        if let mask = maskStorage, mask.hitTestLayer(local) == nil { return nil }
        for sublayer in sublayerStorage.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
