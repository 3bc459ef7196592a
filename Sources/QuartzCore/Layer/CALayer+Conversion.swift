// Coordinate conversion between layers (spec §8.3): each layer maps to its superlayer through
// position/anchor/transform and then the superlayer's sublayerTransform about its anchor; a mask maps into
// the layer it masks. nil means the tree's base space (the root layer's parent space, i.e. the render
// context's). Layers in different trees are reported once and converted through their own bases.
import Foundation

extension CALayer {
    /// The layer's own geometry as a matrix from its bounds space to its superlayer's (before sublayerTransform).
    func ownParentFromLocal() -> CATransform3D {
        let v = values
        return LayerGeometry.parentFromLocal(bounds: v.bounds, position: v.position, anchorPoint: v.anchorPoint,
                                             anchorPointZ: v.anchorPointZ, zPosition: v.zPosition,
                                             transform: v.transform)
    }

    /// The matrix from this layer's bounds space to its superlayer's bounds space (a mask's: the masked layer's),
    /// sublayerTransform and a geometry-flipped superlayer's flip included (LayerGeometry.geometryFlip).
    func parentFromLocalMatrix() -> CATransform3D {
        var own = ownParentFromLocal()
        guard let parent = superlayerStorage else {
            if let masked = maskedLayer, masked.values.isGeometryFlipped {
                own = own.concatenating(LayerGeometry.geometryFlip(bounds: masked.values.bounds))
            }
            return own
        }
        let pv = parent.values
        return LayerGeometry.intoParentSpace(own, parentBounds: pv.bounds, parentAnchorPoint: pv.anchorPoint,
                                             parentSublayerTransform: pv.sublayerTransform,
                                             parentFlipped: pv.isGeometryFlipped)
    }

    /// The chain of matrices from this layer's own coordinates up to the base space, innermost first, and the
    /// topmost layer. A geometry-flipped layer's own points are read in its flipped coordinates, the ones its
    /// sublayers are placed in (Apple's isGeometryFlipped page: the origin of a flipped layer is at its
    /// bottom-left; docs/behaviour.md "§8.3 Converting coordinates"): its flip comes first.
    private func chainToBase() -> ([CATransform3D], CALayer) {
        var chain: [CATransform3D] = []
        var layer = self
        while true {
            var step = layer.parentFromLocalMatrix()
            if layer === self, values.isGeometryFlipped {
                step = LayerGeometry.geometryFlip(bounds: values.bounds).concatenating(step)
            }
            chain.append(step)
            if let parent = layer.superlayerStorage ?? layer.maskedLayer {
                layer = parent
            } else {
                return (chain, layer)
            }
        }
    }

    private func toBase(_ p: CGPoint) -> (CGPoint, CALayer) {
        let (chain, root) = chainToBase()
        var q = p
        for m in chain { q = LayerGeometry.project(q, through: m) }
        return (q, root)
    }

    private func fromBase(_ p: CGPoint) -> (CGPoint, CALayer) {
        let (chain, root) = chainToBase()
        var q = p
        for m in chain.reversed() { q = LayerGeometry.unproject(q, through: m) }
        return (q, root)
    }

    func convertPoint(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return fromBase(p).0 }
        if l === self { return p }
        let (base, rootA) = l.toBase(p)
        let (result, rootB) = fromBase(base)
        if rootA !== rootB { reportDifferentTrees() }
        return result
    }

    func convertPoint(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let l else { return toBase(p).0 }
        return l.convert(p, from: self)
    }

    func convertRect(_ r: CGRect, from l: CALayer?) -> CGRect {
        CALayer.boundingBox(of: r) { convert($0, from: l) }
    }

    func convertRect(_ r: CGRect, to l: CALayer?) -> CGRect {
        CALayer.boundingBox(of: r) { convert($0, to: l) }
    }

    /// The bounding box of a rect's four corners after `map` (spec §8.3 rect conversion).
    static func boundingBox(of r: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    private func reportDifferentTrees() {
        EngineDiagnostics.report(
            "CALayer.convert: the two layers are not in the same layer tree; the result goes through each tree's "
                + "base space and is probably not what was meant. Convert between layers that share an ancestor.")
    }
}
