// Turns a render tree into the frame's quad instances: each layer's bounds space is mapped to clip space through
// its ancestors (spec §8.3 layer → superlayer mapping, sublayerTransform about the superlayer's anchor), hidden
// subtrees are skipped and opacity is inherited. Arrays are reused across frames: no steady-state allocation.
import CoreAnimation
import Foundation

/// Builds `QuadInstance`s for one frame, reusing its buffers.
final class LayerQuadBuilder {
    private(set) var instances: [QuadInstance] = []
    /// Per layer: the matrix from its bounds space to clip space, and the inherited opacity.
    private var clipFromLocal: [CATransform3D] = []
    private var inheritedOpacity: [Float] = []
    private var visible: [Bool] = []

    func build(_ layers: UnsafeBufferPointer<RenderLayer>, projection: ViewportProjection) {
        instances.removeAll(keepingCapacity: true)
        clipFromLocal.removeAll(keepingCapacity: true)
        inheritedOpacity.removeAll(keepingCapacity: true)
        visible.removeAll(keepingCapacity: true)

        for index in 0..<layers.count {
            let layer = layers[index]
            let parent = Int(layer.parentIndex)
            let hasParent = parent >= 0 && parent < index
            let parentVisible = hasParent ? visible[parent] : true
            let isVisible = parentVisible && !layer.isHidden && !layer.isMask
            let local = LayerQuadBuilder.parentFromLocal(layer)
            let matrix: CATransform3D
            let opacity: Float
            if hasParent {
                let parentLayer = layers[parent]
                let sublayerSpace = LayerQuadBuilder.sublayerSpace(of: parentLayer)
                matrix = CATransform3DConcat(CATransform3DConcat(local, sublayerSpace), clipFromLocal[parent])
                opacity = inheritedOpacity[parent] * layer.opacity
            } else {
                matrix = CATransform3DConcat(local, projection.matrix)
                opacity = layer.opacity
            }
            clipFromLocal.append(matrix)
            inheritedOpacity.append(opacity)
            visible.append(isVisible)
            guard isVisible, opacity > 0 else { continue }
            let hasFill = layer.backgroundColor.alpha > 0
            let hasBorder = layer.borderWidth > 0 && layer.borderColor.alpha > 0
            guard hasFill || hasBorder else { continue }
            instances.append(LayerQuadBuilder.instance(for: layer, clipFromLocal: matrix, opacity: opacity))
        }
    }

    /// The layer's bounds space (origin at the bounds' top-left corner) to its superlayer's bounds space.
    static func parentFromLocal(_ layer: RenderLayer) -> CATransform3D {
        let size = layer.bounds.size
        let anchor = CATransform3DMakeTranslation(
            -(layer.anchorPoint.x * size.width), -(layer.anchorPoint.y * size.height), -layer.anchorPointZ)
        let place = CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition + layer.anchorPointZ)
        if CATransform3DIsIdentity(layer.transform) { return CATransform3DConcat(anchor, place) }
        return CATransform3DConcat(CATransform3DConcat(anchor, layer.transform), place)
    }

    /// From a superlayer's bounds coordinates (as sublayer positions are given) to its bounds space drawn at
    /// origin: subtract bounds.origin, then apply sublayerTransform about the anchor point.
    static func sublayerSpace(of parent: RenderLayer) -> CATransform3D {
        let origin = CATransform3DMakeTranslation(-parent.bounds.origin.x, -parent.bounds.origin.y, 0)
        if CATransform3DIsIdentity(parent.sublayerTransform) { return origin }
        let cx = parent.anchorPoint.x * parent.bounds.width
        let cy = parent.anchorPoint.y * parent.bounds.height
        let toAnchor = CATransform3DMakeTranslation(-cx, -cy, 0)
        let back = CATransform3DMakeTranslation(cx, cy, 0)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(origin, toAnchor), parent.sublayerTransform), back)
    }

    private static func instance(for layer: RenderLayer, clipFromLocal m: CATransform3D, opacity: Float) -> QuadInstance {
        QuadInstance(
            clipFromLocal: (Float(m.m11), Float(m.m12), Float(m.m13), Float(m.m14),
                            Float(m.m21), Float(m.m22), Float(m.m23), Float(m.m24),
                            Float(m.m31), Float(m.m32), Float(m.m33), Float(m.m34),
                            Float(m.m41), Float(m.m42), Float(m.m43), Float(m.m44)),
            fill: (layer.backgroundColor.red, layer.backgroundColor.green, layer.backgroundColor.blue,
                   layer.backgroundColor.alpha),
            border: (layer.borderColor.red, layer.borderColor.green, layer.borderColor.blue, layer.borderColor.alpha),
            geometry: (Float(layer.bounds.width), Float(layer.bounds.height), Float(layer.cornerRadius),
                       Float(layer.borderWidth)),
            extra: (opacity, Float(layer.maskedCorners), 0, 0))
    }
}
