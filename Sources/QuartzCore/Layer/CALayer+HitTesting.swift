// Hit testing (spec §8.2, DECISIONS 10): hidden or transparent layers never hit; the point is mapped from the
// superlayer's space through the inverse of the layer's matrix (singular → unchanged); back-facing
// single-sided layers miss; masksToBounds and a mask clip; sublayers are tried topmost first, before the
// layer's own bounds, so sublayers outside a non-masking parent still hit. "Topmost" follows the compositor's
// drawing order: a higher zPosition is on top among siblings, ties by sublayer order (Apple sorts by zPosition).
import Foundation

extension CALayer {
    // hitTest(_:) recurses through the overridable method, as Apple's does (subclasses may override it), so
    // each level's frame is kept small: the matrix work lives in `localPoint(forHit:)`, whose frame is gone
    // before the recursion (a chain CALayer.maximumTreeDepth deep stays within a few hundred KiB of stack).
    func hitTestLayer(_ p: CGPoint) -> CALayer? {
        guard let local = localPoint(forHit: p) else { return nil }
        if sublayersShareZPosition {
            for sublayer in sublayerList.reversed() {
                if let hit = sublayer.hitTest(local) { return hit }
            }
        } else {
            for sublayer in sublayersTopmostFirst() {
                if let hit = sublayer.hitTest(local) { return hit }
            }
        }
        return contains(local) ? self : nil
    }

    /// The hit for a point already in this layer's bounds space, the layer already found visible and facing the
    /// viewer: a transform layer's depth-sorted hit test (CALayer+DepthHitTesting.swift) maps the point itself. Not
    /// a step of `hitTestLayer`, whose recursion must keep two small frames per tree level.
    func hitTestInOwnSpace(_ local: CGPoint) -> CALayer? {
        if values.masksToBounds, !contains(local) { return nil }
        if let mask = maskStorage, mask.hitTestLayer(local) == nil { return nil }
        for sublayer in sublayersTopmostFirst() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// `p` (in the superlayer's space) in this layer's space, or nil when the layer cannot be hit there: hidden,
    /// transparent, back-facing and single-sided, outside its bounds with masksToBounds, or outside its mask.
    @inline(never)
    private func localPoint(forHit p: CGPoint) -> CGPoint? {
        guard !values.isHidden, values.opacity > 0 else { return nil }
        let toParent = parentFromLocalMatrix()
        if !values.isDoubleSided, LayerGeometry.isBackFacing(toParent) { return nil }
        let local = LayerGeometry.unproject(p, through: toParent)
        if values.masksToBounds, !contains(local) { return nil }
        if let mask = maskStorage, mask.hitTestLayer(local) == nil { return nil }
        return local
    }

    /// True when every sublayer has the same zPosition: then array order alone decides (no sorting).
    private var sublayersShareZPosition: Bool {
        guard let first = sublayerList.first?.values.zPosition else { return true }
        return sublayerList.allSatisfy { $0.values.zPosition == first }
    }

    /// Sublayers from top to bottom as drawn: higher zPosition first, ties by later-in-array first.
    private func sublayersTopmostFirst() -> [CALayer] {
        let order = sublayerList.indices.sorted { a, b in
            let za = sublayerList[a].values.zPosition, zb = sublayerList[b].values.zPosition
            return za != zb ? za > zb : a > b
        }
        return order.map { sublayerList[$0] }
    }
}
