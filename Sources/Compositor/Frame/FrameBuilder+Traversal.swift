// The walk over the render tree: sublayer lists, zPosition order among siblings, isHidden and isDoubleSided
// culling, masksToBounds clip regions (the layer's own shadow included), and offscreen groups for group opacity and
// mask layers (spec §1.5).
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Builds first-child / next-sibling lists in tree order. Mask layers are not ordinary sublayers.
    func linkSublayers(_ layers: UnsafeBufferPointer<RenderLayer>) {
        firstChild.removeAll(keepingCapacity: true)
        nextSibling.removeAll(keepingCapacity: true)
        firstChild.append(contentsOf: repeatElement(-1, count: layers.count))
        nextSibling.append(contentsOf: repeatElement(-1, count: layers.count))
        // Through buffer pointers: the arrays are the builder's (a class's) properties, and each subscript on them
        // checked exclusive access at run time, per layer per frame.
        firstChild.withUnsafeMutableBufferPointer { first in
            nextSibling.withUnsafeMutableBufferPointer { next in
                var index = layers.count - 1
                while index > 0 {
                    let parent = Int(layers[index].parentIndex)
                    if parent >= 0, parent < index, !layers[index].isMask {
                        next[index] = first[parent]
                        first[parent] = Int32(index)
                    }
                    index -= 1
                }
            }
        }
    }

    /// Draws layer `index` and its subtree. `parentSpace` maps the superlayer's sublayer coordinates (flattened)
    /// to the window; `opacity` is what the current target multiplies in; `clip` is the active clip region.
    /// `shift` moves the layer within its own bounds plane (a transition's slide); nil marks an ordinary visit,
    /// which hands a transitioning layer to `visitTransition`.
    /// `parentIsTranslation`: `parentSpace` is known to be a translation (`isTranslation`), which a kept leaf's
    /// placement uses (FrameBuilder+KeptLeaf); false where not known.
    func visit(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, parentSpace: CATransform3D, opacity: Float,
               clip: ClipRegion?, shift: CGPoint? = nil, parentIsTranslation: Bool = false) {
        // Fields are read in place through a pointer: a RenderLayer copy is hundreds of bytes and several
        // retains, and an unoptimised build keeps a separate copy on the stack for every `layers[index].field`
        // (12 KiB per level of this recursion before). Callees get the pointer too: passing layers[index] as an
        // argument copies the whole struct even when the parameter is borrowing.
        guard let base = layers.baseAddress else { return }
        let layer = base + index
        if shift == nil, let transition = layer.pointee.activeTransition {
            visitTransition(index, layers, transition: transition, parentSpace: parentSpace, opacity: opacity,
                            clip: clip)
            return
        }
        // A plain leaf drawn from its kept body takes the short way (FrameBuilder+KeptLeaf).
        if shift == nil, clip == nil,
           drawKeptLeaf(index, layer, layerCount: layers.count, parentSpace: parentSpace,
                        parentIsTranslation: parentIsTranslation, opacity: opacity) { return }
        guard !layer.pointee.isHidden, layer.pointee.opacity > 0 else { return }
        // Static helpers that read the record's stored fields through the pointer: calling a RenderLayer getter on
        // `layer.pointee` from this module copied the whole record per call (docs/architecture.md "Frame cost").
        if RenderLayer.preservesSublayerDepth(layer) {
            drawDepthSet(index, layers, parentSpace: parentSpace, opacity: opacity * layer.pointee.opacity, clip: clip,
                         shift: shift)
            return
        }
        let window = FrameBuilder.windowTransform(of: layer, parentSpace: parentSpace, shift: shift)
        let plane = Homography(window)
        // The window projection keeps orientation (determinant +1), so a negative determinant means the layer
        // shows its back, unless an odd number of geometry-flipped superlayers mirrored its space on purpose.
        guard layer.pointee.isDoubleSided || (plane.determinant > 0) != FrameBuilder.isMirrored(layer) else { return }
        let effective = opacity * layer.pointee.opacity
        // A mask cuts the shadow away with the content (drawLayer draws it inside the masked group).
        let masked = Int(layer.pointee.maskIndex) > index && Int(layer.pointee.maskIndex) < layers.count
        // Only a layer with a visible shadow takes the call and the shadow clip (appendShadow checks the same).
        if !masked, layer.pointee.shadowOpacity > 0, layer.pointee.shadowColor.alpha > 0 {
            appendClippedShadow(index, layers, window: window, plane: plane, opacity: effective, clip: clip)
        }
        drawLayer(index, layers, window: window, plane: plane, opacity: effective, clip: clip, shadow: masked)
    }

    /// Draws layer `index` (placed by `window`) and its sublayers, at `opacity` (the layer's own included): straight
    /// into the current target, or through an offscreen group for group opacity and masks. `shadow`: the layer's
    /// shadow goes into the masked group first, so the mask cuts it as it cuts the content (a layer's mask applies to
    /// everything the layer draws: why an even-odd mask can leave only a shadow's outside); otherwise the caller
    /// draws the shadow, or none (a shadow's own source).
    func drawLayer(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, window: CATransform3D, plane: Homography,
                   opacity effective: Float, clip: ClipRegion?, shadow: Bool = false) {
        guard let base = layers.baseAddress else { return }
        let layer = base + index
        let mask = Int(layer.pointee.maskIndex)
        let hasMask = mask > index && mask < layers.count
        let hasSublayers = firstChild[index] >= 0
        // A rasterised layer's bitmap is composited once with the layer's opacity: it is its own group.
        if !hasMask, layer.pointee.shouldRasterize, !rasterPass.isRecording, !shadowPass.isRecordingSource,
           drawRasterized(index, layers, window: window, plane: plane, opacity: effective, clip: clip) { return }
        guard hasMask || (layer.pointee.allowsGroupOpacity && layer.pointee.opacity < 1 && hasSublayers) else {
            drawContent(index, layers, window: window, plane: plane, opacity: effective, clip: clip)
            return
        }
        // Offscreen group: the subtree at full opacity, then composited once with the layer's opacity, so
        // overlapping sublayers do not show through each other.
        let slot = groupDepth
        groupDepth += hasMask ? 2 : 1
        beginGroup(slot: slot)
        if shadow && hasMask { appendClippedShadow(index, layers, window: window, plane: plane, opacity: 1, clip: nil) }
        drawContent(index, layers, window: window, plane: plane, opacity: 1, clip: nil)
        endGroup()
        var maskSlot = -1
        if hasMask {
            maskSlot = slot + 1
            beginGroup(slot: maskSlot)
            visit(mask, layers, parentSpace: FrameBuilder.maskSpace(of: layer, window: window), opacity: 1, clip: nil)
            endGroup()
        }
        groupDepth = slot
        composite(groupInstance(opacity: effective, clip: clip, kind: hasMask ? .maskedGroup : .group), slot: slot,
                  maskSlot: maskSlot)
    }

    /// The layer's body and sublayers: through its cached bitmap when it has shouldRasterize, live otherwise.
    private func drawContent(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, window: CATransform3D,
                             plane: Homography, opacity: Float, clip: ClipRegion?) {
        // Inside a shadow source pass (drawn in the shadow's own texture and space) a rasterised layer draws live.
        if let base = layers.baseAddress, (base + index).pointee.shouldRasterize, !rasterPass.isRecording,
           !shadowPass.isRecordingSource,
           drawRasterized(index, layers, window: window, plane: plane, opacity: opacity, clip: clip) { return }
        drawBodyAndSublayers(index, layers, window: window, plane: plane, opacity: opacity, clip: clip)
    }

    func drawBodyAndSublayers(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, window: CATransform3D,
                                      plane: Homography, opacity: Float, clip: ClipRegion?) {
        let hasSublayers = firstChild[index] >= 0
        guard let base = layers.baseAddress else { return }
        let layer = base + index
        // The border is composited above the sublayers (CALayer.borderWidth documentation), so a layer with
        // sublayers draws it in a second quad afterwards.
        // A shape layer's shape lies between its background and its border (CAShapeLayer draws it as its contents).
        // A tiled layer's tiles lie there too (FrameBuilder+Tiles).
        let isShape = FrameBuilder.hasShape(layer), hasTiles = FrameBuilder.hasTiles(layer)
        // An emitter's particles are its content too: between its background and its border.
        let emitter = FrameBuilder.emitter(of: layer)
        let drawsContentAbove = isShape || hasTiles || emitter != nil
        appendBody(of: layer, window: window, plane: plane, opacity: opacity, clip: clip,
                   border: !hasSublayers && !drawsContentAbove, slot: index)
        if isShape { appendShape(of: layer, window: window, plane: plane, opacity: opacity, clip: clip) }
        if hasTiles { appendTiles(of: layer, window: window, plane: plane, opacity: opacity, clip: clip) }
        if let emitter {
            appendParticles(of: layer, emitter, window: window, plane: plane, opacity: opacity,
                            clip: FrameBuilder.particleClip(of: layer, plane: plane, within: clip))
        }
        guard hasSublayers else {
            if drawsContentAbove, layer.pointee.borderWidth > 0, layer.pointee.borderColor.alpha > 0 {
                appendBorder(of: layer, window: window, plane: plane, opacity: opacity, clip: clip)
            }
            return
        }
        var childClip = clip
        if layer.pointee.masksToBounds {
            guard let clipped = FrameBuilder.sublayerClip(of: layer, plane: plane, within: clip) else { return }
            childClip = clipped
        }
        let space = FrameBuilder.sublayerWindow(of: layer, window: window)
        let spaceIsTranslation = FrameBuilder.isTranslation(space)
        let start = siblingStack.count
        pushSublayersInDrawingOrder(of: index, layers)
        let end = siblingStack.count
        for position in start..<end {
            visit(Int(siblingStack[position]), layers, parentSpace: space, opacity: opacity, clip: childClip,
                  parentIsTranslation: spaceIsTranslation)
        }
        siblingStack.removeSubrange(start..<end)
        if layer.pointee.borderWidth > 0, layer.pointee.borderColor.alpha > 0 {
            appendBorder(of: layer, window: window, plane: plane, opacity: opacity, clip: clip)
        }
    }

    // The walk recurses once per tree level (visit → drawBodyAndSublayers → visit), and trees may be
    // CALayer.maximumTreeDepth deep: the per-level matrix and clip work lives in the @inline(never) helpers below,
    // so only their results, not their temporaries, stay on the stack while the sublayers are drawn.

    /// Whether the layer is a CAShapeLayer's (read through the pointer in a helper, so the walk's frame keeps no copy).
    @inline(never)
    static func hasShape(_ layer: UnsafePointer<RenderLayer>) -> Bool {
        // The record's kind byte, not RenderLayer.hasShape (its getter, called from this module, took a copy of the
        // whole record as `self`) nor a match of the part (which copies the part out).
        // (A match, not `==`: Kind's `==` from this module is a call through the Equatable witness.)
        if case .shape = layer.pointee.layerClassKind { return true }
        return false
    }

    /// Sorts the sublayers of `index` by zPosition (stable: equal z keeps tree order) onto the shared stack.
    @inline(never)
    private func pushSublayersInDrawingOrder(of index: Int, _ layers: UnsafeBufferPointer<RenderLayer>) {
        let start = siblingStack.count
        // The children are counted first and the stack grown once, then each is inserted after the last sibling
        // whose zPosition is not greater (the same stable insertion sort), through buffer pointers: an append per
        // child checked the array's uniqueness and capacity each time.
        let count = nextSibling.withUnsafeBufferPointer { next in
            var count = 0
            var child = firstChild[index]
            while child >= 0 {
                count += 1
                child = next[Int(child)]
            }
            return count
        }
        guard count > 0 else { return }
        siblingStack.append(contentsOf: repeatElement(-1, count: count))
        let first = firstChild[index]
        siblingStack.withUnsafeMutableBufferPointer { stack in
            nextSibling.withUnsafeBufferPointer { next in
                var end = start
                var child = first
                while child >= 0 {
                    let z = layers[Int(child)].zPosition
                    var slot = end
                    while slot > start, layers[Int(stack[slot - 1])].zPosition > z {
                        stack[slot] = stack[slot - 1]
                        slot -= 1
                    }
                    stack[slot] = child
                    end += 1
                    child = next[Int(child)]
                }
            }
        }
    }

    /// The layer's bounds space to the window, moved by a transition's `shift` within its plane.
    @inline(never)
    static func windowTransform(of layer: UnsafePointer<RenderLayer>, parentSpace: CATransform3D,
                                shift: CGPoint?) -> CATransform3D {
        let window = CATransform3DConcat(parentFromLocal(layer), parentSpace)
        guard let shift, shift != .zero else { return window }
        return CATransform3DConcat(CATransform3DMakeTranslation(shift.x, shift.y, 0), window)
    }

    /// The mask's parent space: the layer's coordinate space like a sublayer, without sublayerTransform.
    @inline(never)
    static func maskSpace(of layer: UnsafePointer<RenderLayer>, window: CATransform3D) -> CATransform3D {
        var space = CATransform3DMakeTranslation(-layer.pointee.bounds.origin.x, -layer.pointee.bounds.origin.y, 0)
        if layer.pointee.isGeometryFlipped {
            space = CATransform3DConcat(LayerGeometry.geometryFlip(bounds: layer.pointee.bounds), space)
        }
        return CATransform3DConcat(CATransform3DConcat(space, flatten), window)
    }

    /// Whether the layer's space is mirrored by an odd number of geometry-flipped layers above it (its own flip
    /// turns only its sublayers' space): contentsAreFlipped() counts the layer itself too.
    static func isMirrored(_ layer: UnsafePointer<RenderLayer>) -> Bool {
        layer.pointee.contentsAreFlipped != layer.pointee.isGeometryFlipped
    }

    /// The sublayers' parent space: sublayerSpace, flattened, then the layer's window transform.
    @inline(never)
    static func sublayerWindow(of layer: UnsafePointer<RenderLayer>, window: CATransform3D) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(sublayerSpace(of: layer), flatten), window)
    }

    /// The clip a masksToBounds layer gives its sublayers (intersected with the active one), or nil when the
    /// layer is edge-on (no inverse: nothing of its sublayers shows).
    @inline(never)
    static func sublayerClip(of layer: UnsafePointer<RenderLayer>, plane: Homography,
                             within clip: ClipRegion?) -> ClipRegion? {
        guard let inverse = plane.inverted else { return nil }
        let region = ClipRegion(clipFromWindow: inverse, rect: CGRect(origin: .zero, size: layer.pointee.bounds.size),
                                radius: Double(layer.pointee.cornerRadius), corners: layer.pointee.maskedCorners,
                                hardEdges: FrameBuilder.aliasedEdges(layer) == 15)
        guard let outer = clip else { return region }
        let nested = outer.intersecting(region)
        if !nested.exact {
            CompositorDiagnostics.reportOnce(
                "a masksToBounds layer inside another one at a different rotation clips only to the inner "
                    + "layer's bounds; nest such clips through a mask layer for an exact result.")
        }
        return nested.region
    }

    /// Draws the layer's shadow within its shadow clip. A helper, not inline in the walk: the clip (a ClipRegion??)
    /// would otherwise stay in the recursive frame of every tree level while the sublayers draw, and a chain
    /// CALayer.maximumTreeDepth deep overflowed a thread's stack under AddressSanitizer.
    @inline(never)
    func appendClippedShadow(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, window: CATransform3D,
                             plane: Homography, opacity: Float, clip: ClipRegion?) {
        guard let base = layers.baseAddress, FrameBuilder.castsShadow(base + index),
              let shadowClip = FrameBuilder.shadowClip(of: base + index, plane: plane, within: clip) else { return }
        appendShadow(index, layers, window: window, plane: plane, opacity: opacity, clip: shadowClip)
    }

    /// The clip of the layer's shadow: with masksToBounds the bounds mask cuts the shadow away with the content
    /// (Apple draws the shadow as part of the layer, so only what falls inside the rounded bounds shows: why apps put
    /// shadows on an unclipped container), else the active clip. `.some(nil)`: no clip; nil: nothing shows.
    @inline(never)
    static func shadowClip(of layer: UnsafePointer<RenderLayer>, plane: Homography,
                           within clip: ClipRegion?) -> ClipRegion?? {
        guard layer.pointee.masksToBounds else { return .some(clip) }
        guard let clipped = sublayerClip(of: layer, plane: plane, within: clip) else { return nil }
        return .some(clipped)
    }

    /// The layer's bounds space (origin at the bounds' top-left corner) to its superlayer's bounds coordinates: the
    /// matrix of LayerGeometry.parentFromLocal (which hit testing and conversion use), translate(−anchor) · transform ·
    /// translate(position, zPosition), with the two translations folded into the transform's rows instead of
    /// multiplied as full matrices (the same products and sums in the same order, less the terms that are × 0 and
    /// × 1; per layer per frame this was two 4×4 products).
    static func parentFromLocal(_ layer: UnsafePointer<RenderLayer>) -> CATransform3D {
        let size = layer.pointee.bounds.size, anchor = layer.pointee.anchorPoint
        let ax = -(anchor.x * size.width), ay = -(anchor.y * size.height), az = -layer.pointee.anchorPointZ
        let p = layer.pointee.position, pz = layer.pointee.zPosition
        var m = layer.pointee.transform
        // translate(−anchor) · transform: the last row moved by −anchor through the first three.
        let m41 = ax * m.m11 + ay * m.m21 + az * m.m31 + m.m41
        let m42 = ax * m.m12 + ay * m.m22 + az * m.m32 + m.m42
        let m43 = ax * m.m13 + ay * m.m23 + az * m.m33 + m.m43
        let m44 = ax * m.m14 + ay * m.m24 + az * m.m34 + m.m44
        m.m41 = m41; m.m42 = m42; m.m43 = m43; m.m44 = m44
        // · translate(position): each row's w times the position added to its x, y and z.
        m.m11 += m.m14 * p.x; m.m12 += m.m14 * p.y; m.m13 += m.m14 * pz
        m.m21 += m.m24 * p.x; m.m22 += m.m24 * p.y; m.m23 += m.m24 * pz
        m.m31 += m.m34 * p.x; m.m32 += m.m34 * p.y; m.m33 += m.m34 * pz
        m.m41 += m.m44 * p.x; m.m42 += m.m44 * p.y; m.m43 += m.m44 * pz
        return m
    }

    /// From a superlayer's bounds coordinates (as sublayer positions are given) to its bounds space drawn at
    /// origin (LayerGeometry.sublayerSpace).
    static func sublayerSpace(of parent: UnsafePointer<RenderLayer>) -> CATransform3D {
        LayerGeometry.sublayerSpace(bounds: parent.pointee.bounds, anchorPoint: parent.pointee.anchorPoint,
                                    sublayerTransform: parent.pointee.sublayerTransform,
                                    flipped: parent.pointee.isGeometryFlipped)
    }
}
