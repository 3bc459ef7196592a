// Hit testing through layers that keep their sublayers in 3-D (CATransformLayer.h: "CALayer will pass over
// transform layers directly to their sublayers, applying the effects of the transform layer's geometry when
// hit-testing each sublayer"; CALayer.h: hitTest's point "is defined to be in the coordinate space of the receiver's
// nearest ancestor that isn't a CATransformLayer"; CAReplicatorLayer.h: with preservesDepth "the standard
// restrictions on rendering a transform layer apply"). Every flat sublayer of the 3-D set (through nested transform
// layers) is mapped into that ancestor's space unflattened; the point is unprojected onto its plane, and of the
// sublayers hit there the one nearest the viewer (largest depth after the perspective divide) wins, as drawn
// (FrameBuilder+DepthContext.swift). Recursion is bounded by the tree depth limit (CALayer.maximumTreeDepth).
import Foundation

extension CALayer {
    /// Whether the layer keeps its sublayers' 3-D positions instead of flattening them into its plane.
    var preservesSublayerDepth: Bool {
        if self is CATransformLayer { return true }
        return (self as? CAReplicatorLayer)?.preservesDepth ?? false
    }

    /// The frontmost layer under `p` among this depth-preserving layer's sublayers; `p` is in the space of the
    /// nearest ancestor that flattens. Nil when the layer is hidden or transparent, and never the layer itself.
    func hitTestPreservingDepth(_ p: CGPoint) -> CALayer? {
        guard !values.isHidden, values.opacity > 0 else { return nil }
        var toFlat = parentFromLocalMatrix()
        var ancestor = superlayerStorage
        while let outer = ancestor, outer.preservesSublayerDepth {
            toFlat = toFlat.concatenating(outer.parentFromLocalMatrix())
            ancestor = outer.superlayerStorage
        }
        var best: DepthHit?
        collectDepthHits(p, toFlat: toFlat, into: &best)
        return best?.layer
    }

    /// Tries every sublayer (those of nested depth-preserving layers too) whose bounds space maps into the flat
    /// space by `sublayer matrix · toFlat`, keeping in `best` the hit nearest the viewer. Equal depths go to the
    /// later sublayer, which is drawn over the earlier one.
    private func collectDepthHits(_ p: CGPoint, toFlat: CATransform3D, into best: inout DepthHit?) {
        for sublayer in sublayerList {
            guard !sublayer.values.isHidden, sublayer.values.opacity > 0 else { continue }
            let m = sublayer.parentFromLocalMatrix().concatenating(toFlat)
            if sublayer.preservesSublayerDepth {
                sublayer.collectDepthHits(p, toFlat: m, into: &best)
                continue
            }
            guard let hit = DepthHit.test(sublayer, at: p, through: m) else { continue }
            if best == nil || hit.depth >= best!.depth { best = hit }
        }
    }
}

/// A flat layer hit inside a 3-D set, with the depth of the point hit (larger is nearer the viewer).
struct DepthHit {
    let layer: CALayer
    let depth: Double

    /// `layer`'s hit at `p`, where `m` maps its bounds space into the flat space of `p`: nil when it shows its back
    /// and is single-sided, when the point lies behind the viewer, or when nothing of it is under the point.
    static func test(_ layer: CALayer, at p: CGPoint, through m: CATransform3D) -> DepthHit? {
        // The plane's homography determinant: negative when its back faces the viewer (as the compositor culls).
        let det = m.m11 * (m.m22 * m.m44 - m.m24 * m.m42) - m.m12 * (m.m21 * m.m44 - m.m24 * m.m41)
            + m.m14 * (m.m21 * m.m42 - m.m22 * m.m41)
        if !layer.values.isDoubleSided, det < 0 { return nil }
        let local = LayerGeometry.unproject(p, through: m)
        let z = local.x * m.m13 + local.y * m.m23 + m.m43
        let w = local.x * m.m14 + local.y * m.m24 + m.m44
        guard w > 0, z.isFinite, let hit = layer.hitTestInOwnSpace(local) else { return nil }
        return DepthHit(layer: hit, depth: Double(z / w))
    }
}
