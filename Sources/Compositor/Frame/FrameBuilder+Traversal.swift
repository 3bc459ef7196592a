// The walk over the render tree: sublayer lists, zPosition order among siblings, isHidden and isDoubleSided
// culling, masksToBounds clip regions, and offscreen groups for group opacity and mask layers (spec §1.5).
import CoreAnimation
import Foundation

extension FrameBuilder {
    /// Builds first-child / next-sibling lists in tree order. Mask layers are not ordinary sublayers.
    func linkSublayers(_ layers: UnsafeBufferPointer<RenderLayer>) {
        firstChild.removeAll(keepingCapacity: true)
        nextSibling.removeAll(keepingCapacity: true)
        firstChild.append(contentsOf: repeatElement(-1, count: layers.count))
        nextSibling.append(contentsOf: repeatElement(-1, count: layers.count))
        var index = layers.count - 1
        while index > 0 {
            let parent = Int(layers[index].parentIndex)
            if parent >= 0, parent < index, !layers[index].isMask {
                nextSibling[index] = firstChild[parent]
                firstChild[parent] = Int32(index)
            }
            index -= 1
        }
    }

    /// Draws layer `index` and its subtree. `parentSpace` maps the superlayer's sublayer coordinates (flattened)
    /// to the window; `opacity` is what the current target multiplies in; `clip` is the active clip region.
    /// `shift` moves the layer within its own bounds plane (a transition's slide); nil marks an ordinary visit,
    /// which hands a transitioning layer to `visitTransition`.
    func visit(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, parentSpace: CATransform3D, opacity: Float,
               clip: ClipRegion?, shift: CGPoint? = nil) {
        // Fields are read in place: a RenderLayer copy is hundreds of bytes and several retains.
        if shift == nil, let transition = layers[index].activeTransition {
            visitTransition(index, layers, transition: transition, parentSpace: parentSpace, opacity: opacity,
                            clip: clip)
            return
        }
        guard let base = layers.baseAddress, !layers[index].isHidden, layers[index].opacity > 0 else { return }
        // Callees get a pointer: passing layers[index] as an argument copies the whole struct (and retains its
        // references) even when the parameter is borrowing.
        let layer = base + index
        var window = CATransform3DConcat(FrameBuilder.parentFromLocal(layer), parentSpace)
        if let shift, shift != .zero {
            window = CATransform3DConcat(CATransform3DMakeTranslation(shift.x, shift.y, 0), window)
        }
        let plane = Homography(window)
        // The window projection keeps orientation (determinant +1), so a negative determinant means the layer
        // shows its back.
        guard layers[index].isDoubleSided || plane.determinant > 0 else { return }
        let effective = opacity * layers[index].opacity
        appendShadow(of: layer, window: window, plane: plane, opacity: effective, clip: clip)

        let mask = Int(layers[index].maskIndex)
        let hasMask = mask > index && mask < layers.count
        let hasSublayers = firstChild[index] >= 0
        guard hasMask || (layers[index].allowsGroupOpacity && layers[index].opacity < 1 && hasSublayers) else {
            drawBodyAndSublayers(index, layers, window: window, plane: plane, opacity: effective, clip: clip)
            return
        }
        // Offscreen group: the subtree at full opacity, then composited once with the layer's opacity, so
        // overlapping sublayers do not show through each other.
        let slot = groupDepth
        groupDepth += hasMask ? 2 : 1
        beginGroup(slot: slot)
        drawBodyAndSublayers(index, layers, window: window, plane: plane, opacity: 1, clip: nil)
        endGroup()
        var maskSlot = -1
        if hasMask {
            maskSlot = slot + 1
            beginGroup(slot: maskSlot)
            // The mask lives in the layer's coordinate space like a sublayer, without sublayerTransform.
            let origin = CATransform3DMakeTranslation(-layers[index].bounds.origin.x, -layers[index].bounds.origin.y, 0)
            let maskSpace = CATransform3DConcat(CATransform3DConcat(origin, FrameBuilder.flatten), window)
            visit(mask, layers, parentSpace: maskSpace, opacity: 1, clip: nil)
            endGroup()
        }
        groupDepth = slot
        composite(groupInstance(opacity: effective, clip: clip, kind: hasMask ? .maskedGroup : .group), slot: slot,
                  maskSlot: maskSlot)
    }

    private func drawBodyAndSublayers(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, window: CATransform3D,
                                      plane: Homography, opacity: Float, clip: ClipRegion?) {
        let hasSublayers = firstChild[index] >= 0
        guard let base = layers.baseAddress else { return }
        let layer = base + index
        // The border is composited above the sublayers (CALayer.borderWidth documentation), so a layer with
        // sublayers draws it in a second quad afterwards.
        appendBody(of: layer, window: window, plane: plane, opacity: opacity, clip: clip, border: !hasSublayers)
        guard hasSublayers else { return }
        var childClip = clip
        if layers[index].masksToBounds {
            guard let inverse = plane.inverted else { return }
            let region = ClipRegion(clipFromWindow: inverse, rect: CGRect(origin: .zero, size: layers[index].bounds.size),
                                    radius: Double(layers[index].cornerRadius), corners: layers[index].maskedCorners)
            if let outer = clip {
                let nested = outer.intersecting(region)
                if !nested.exact {
                    CompositorDiagnostics.reportOnce(
                        "a masksToBounds layer inside another one at a different rotation clips only to the inner "
                            + "layer's bounds; nest such clips through a mask layer for an exact result.")
                }
                childClip = nested.region
            } else {
                childClip = region
            }
        }
        let space = CATransform3DConcat(CATransform3DConcat(FrameBuilder.sublayerSpace(of: layer), FrameBuilder.flatten),
                                        window)
        // Sort this layer's sublayers by zPosition (stable: equal z keeps tree order) on a shared stack.
        let start = siblingStack.count
        var child = firstChild[index]
        while child >= 0 {
            let z = layers[Int(child)].zPosition
            var slot = siblingStack.count
            siblingStack.append(child)
            while slot > start, layers[Int(siblingStack[slot - 1])].zPosition > z {
                siblingStack[slot] = siblingStack[slot - 1]
                slot -= 1
            }
            siblingStack[slot] = child
            child = nextSibling[Int(child)]
        }
        let end = siblingStack.count
        for position in start..<end {
            visit(Int(siblingStack[position]), layers, parentSpace: space, opacity: opacity, clip: childClip)
        }
        siblingStack.removeSubrange(start..<end)
        if layers[index].borderWidth > 0, layers[index].borderColor.alpha > 0 {
            appendBorder(of: layer, window: window, plane: plane, opacity: opacity, clip: clip)
        }
    }

    /// The layer's bounds space (origin at the bounds' top-left corner) to its superlayer's bounds space.
    static func parentFromLocal(_ layer: UnsafePointer<RenderLayer>) -> CATransform3D {
        let size = layer.pointee.bounds.size, anchorPoint = layer.pointee.anchorPoint, z = layer.pointee.anchorPointZ
        let anchor = CATransform3DMakeTranslation(-(anchorPoint.x * size.width), -(anchorPoint.y * size.height), -z)
        let position = layer.pointee.position
        let place = CATransform3DMakeTranslation(position.x, position.y, layer.pointee.zPosition + z)
        if CATransform3DIsIdentity(layer.pointee.transform) { return CATransform3DConcat(anchor, place) }
        return CATransform3DConcat(CATransform3DConcat(anchor, layer.pointee.transform), place)
    }

    /// From a superlayer's bounds coordinates (as sublayer positions are given) to its bounds space drawn at
    /// origin: subtract bounds.origin, then apply sublayerTransform about the anchor point.
    static func sublayerSpace(of parent: UnsafePointer<RenderLayer>) -> CATransform3D {
        let origin = CATransform3DMakeTranslation(-parent.pointee.bounds.origin.x, -parent.pointee.bounds.origin.y, 0)
        if CATransform3DIsIdentity(parent.pointee.sublayerTransform) { return origin }
        let cx = parent.pointee.anchorPoint.x * parent.pointee.bounds.width
        let cy = parent.pointee.anchorPoint.y * parent.pointee.bounds.height
        let toAnchor = CATransform3DMakeTranslation(-cx, -cy, 0)
        let back = CATransform3DMakeTranslation(cx, cy, 0)
        let turned = CATransform3DConcat(CATransform3DConcat(origin, toAnchor), parent.pointee.sublayerTransform)
        return CATransform3DConcat(turned, back)
    }
}
