// The quad instances of one layer (spec §1.5): its body (background, contents, border), a border drawn above the
// sublayers, and the quad that composites an offscreen group back (shadows: FrameBuilder+Shadow).
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Padding in points around a shape under a projective map, so its anti-aliased edge has pixels to land on:
    /// coverage reaches zero half a pixel outside the edge, and one point is at least one pixel at every backing
    /// scale ≥ 1 (where the layer is not foreshortened). More is overdraw.
    static let edgePadding: Double = 1

    /// The padding for an edge whose pixel size in bounds points is `pixelSize` (0: projective, not constant).
    /// Coverage is clamp(0.5 − distance / pixel), zero from half a pixel out, and every point outside the padded
    /// rectangle is at least the padding away from the shape, so half a pixel (plus rounding slack) loses nothing;
    /// on a 12-point layer that is 169 fragments instead of 196.
    static func padding(pixelSize: Float) -> Double {
        pixelSize > 0 ? 0.51 * Double(pixelSize) : edgePadding
    }

    /// The body's quad in its bounds plane: the bounds, padded by `padding(pixelSize:)`.
    /// (bounds.insetBy(dx: -padding, dy: -padding), which is this for a non-empty rectangle at the origin and a
    /// finite padding ≥ 0, without the call into Foundation.)
    @inline(__always)
    static func paddedQuad(_ size: CGSize, pixelSize: Float) -> CGRect {
        let padding = FrameBuilder.padding(pixelSize: pixelSize)
        return CGRect(x: 0 - padding, y: 0 - padding, width: size.width - 2 * -padding,
                      height: size.height - 2 * -padding)
    }

    /// `fill` and `contents` off draw the border alone (the copy composited above the sublayers). `slot` (≥ 0: the
    /// layer's index in the walked tree) keeps a plain body's record for the next frame (FrameBuilder+BodyTemplate).
    func appendBody(of layer: UnsafePointer<RenderLayer>, window: CATransform3D, plane: Homography, opacity: Float,
                    clip: ClipRegion?, border: Bool, fill: Bool = true, contents: Bool = true, slot: Int = -1) {
        let size = layer.pointee.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let tint = layer.pointee.colorMultiplier
        // Lane by lane: SIMD4's `!=` is a generic call (~18 instructions a quad); the same test.
        let tinted = tint.x != 1 || tint.y != 1 || tint.z != 1 || tint.w != 1
        let opacity = opacity * tint.w
        let hasFill = fill && layer.pointee.backgroundColor.alpha > 0
        let hasBorder = border && layer.pointee.borderWidth > 0 && layer.pointee.borderColor.alpha > 0
        // A gradient layer's gradient is its content (drawn over the background, under the border). The record's
        // class kind is read here, once for both parts: RenderLayer's `gradient` and `text` getters, called from this
        // module through the pointer, each copied the whole record, and matching the part copied the part
        // (docs/architecture.md "Frame cost"). No RenderGradient
        // is bound here: an optional one in this function cost every layer ~200 instructions of value-witness calls
        // (its tag, copy and destroy) per frame; a gradient layer's stops and geometry come from `gradientDrawing`.
        var isGradient = false, isText = false
        if contents {
            switch layer.pointee.layerClassKind {
            case .gradient: isGradient = true
            case .text: isText = true
            default: break
            }
        }
        let textDiffers = isText && FrameBuilder.textDiffersFromContents(layer)
        let gradient = isGradient ? gradientDrawing(of: layer, size: size) : nil
        var image = contents && !isGradient ? layer.pointee.contents : nil
        if textDiffers { image = animatedText(of: layer) ?? image }
        if let contents = image, !textureLimitAllows(contents) { image = nil }
        guard hasFill || hasBorder || image != nil || gradient != nil else { return }
        // The cover is noted first: a body folded into a snapshot's clear covers it too.
        if hasFill, snapshotCover != nil { noteSnapshotCover(layer, window: window, opacity: opacity, clip: clip) }
        if hasFill, !hasBorder, image == nil, gradient == nil, !tinted,
           foldIntoClear(layer, window: window, opacity: opacity, clip: clip) { return }
        if hasFill, !hasBorder, image == nil, gradient == nil, !tinted,
           appendOpaqueFill(layer, window: window, plane: plane, opacity: opacity, clip: clip) { return }
        let keeps = slot >= 0 && image == nil && gradient == nil && clip == nil
        if keeps, appendBodyFromTemplate(slot, of: layer, window: window, opacity: opacity, hasFill: hasFill,
                                         hasBorder: hasBorder) { return }
        let bounds = CGRect(origin: .zero, size: size)
        var instance = makeInstance(window: window, plane: plane, shape: bounds, clip: clip, kind: .layer,
                                    corners: layer.pointee.maskedCorners, clipsContents: layer.pointee.masksToBounds,
                                    hasContents: image != nil)
        var quad = FrameBuilder.paddedQuad(size, pixelSize: instance.metrics.0)
        if let contents = image {
            let layout = ContentsLayout(pixelWidth: contents.width, pixelHeight: contents.height, boundsSize: size,
                                        contentsRect: layer.pointee.contentsRect,
                                        contentsScale: layer.pointee.contentsScale,
                                        gravity: ContentsGravityMode(layer.pointee.contentsGravity,
                                                                 contentsAreFlipped: layer.pointee.contentsAreFlipped),
                                        contentsCenter: layer.pointee.contentsCenter)
            let d = layout.destination
            instance.content = (Float(d.minX), Float(d.minY), Float(d.width), Float(d.height))
            instance.uv = (Float(layout.uv.u0), Float(layout.uv.v0), Float(layout.uv.u1), Float(layout.uv.v1))
            instance.slice = (Float(layout.slice.left), Float(layout.slice.top), Float(layout.slice.right),
                              Float(layout.slice.bottom))
            // CALayer.h: under flipped geometry "image orientation remains the same": in a space mirrored by
            // geometry-flipped superlayers the image is read bottom row first, so it shows upright.
            if FrameBuilder.isMirrored(layer) {
                instance.uv = (instance.uv.0, instance.uv.3, instance.uv.2, instance.uv.1)
                instance.slice = (instance.slice.0, instance.slice.3, instance.slice.2, instance.slice.1)
            }
            // Contents overhang the bounds unless masksToBounds cuts them (gravity center with a big image).
            if !layer.pointee.masksToBounds { quad = quad.union(d.insetBy(dx: -1, dy: -1)) }
            switch FrameBuilder.sampling(layer, imageWidth: contents.width, destinationWidth: d.width,
                                         pixelSize: Double(instance.metrics.0), pixelsPerPoint: pixelsPerPoint.width) {
            case RenderLayer.samplesNearest: instance.packed.2 |= QuadFlags.nearestContents
            case RenderLayer.samplesTrilinear:
                instance.packed.2 |= QuadFlags.trilinearContents | QuadFlags.bias(layer.pointee.minificationFilterBias)
                requestMipmaps(for: contents)
            default: break
            }
        }
        instance.quad = FrameBuilder.vec4(quad)
        var clip = clip
        if let active = clip {
            switch fit(quad, plane: plane, to: active) {
            case .outside: return
            case .inside:
                clip = nil
                instance = FrameBuilder.removingClip(from: instance)
            case .partial(let part): instance.quad = FrameBuilder.vec4(part)
            }
        }
        if tinted { instance.metrics = (instance.metrics.0, tint.x, tint.y, tint.z) }
        // Each colour tinted (RenderColor.tinted's products) only when drawn, packed from the products without a
        // RenderColor made in between (its initialiser is a call into QuartzCore).
        if hasFill {
            let c = layer.pointee.backgroundColor
            instance.packed.0 = QuadFlags.pack(c.red * tint.x, c.green * tint.y, c.blue * tint.z, c.alpha)
        } else {
            instance.packed.0 = 0
        }
        if hasBorder {
            let c = layer.pointee.borderColor
            instance.packed.1 = QuadFlags.pack(c.red * tint.x, c.green * tint.y, c.blue * tint.z, c.alpha)
        } else {
            instance.packed.1 = 0
        }
        let scale = layer.pointee.contentsScale
        instance.style = (Float(layer.pointee.cornerRadius), hasBorder ? Float(layer.pointee.borderWidth) : 0, opacity,
                          Float(scale > 0 ? scale : 1))
        let continuous = layer.pointee.continuousCorners && layer.pointee.cornerRadius > 0
        if continuous { instance.packed.2 |= QuadFlags.continuousCorners }
        let aliased = FrameBuilder.aliasedEdges(layer)
        instance.packed.2 |= aliased << QuadFlags.aliasedEdgesShift
        if let contents = image, !hasFill, !hasBorder, !tinted, clip == nil, instance.metrics.0 > 0,
           appendAtlasText(instance, image: contents, of: layer) { return }
        if let gradient {
            instance.content = gradient.geometry
            instance.uv = (Float(gradient.first), Float(gradient.count), gradient.type, 0)
            append(instance, image: nil, program: .gradient)
            return
        }
        // Plain quads (affine, no image, no clip) use the lean shader variants; a run of them stays one draw call.
        // Those draw all four edges smooth or all four hard (the default); a mixed edge mask takes `full`.
        guard image == nil, clip == nil, !continuous, aliased == 0 || aliased == 15 else {
            append(instance, image: image, program: .full)
            return
        }
        let shortSide = min(size.width, size.height) / 2
        let radius = min(Double(layer.pointee.cornerRadius), shortSide)
        let uniform = radius <= 0 || layer.pointee.maskedCorners & 15 == 15
        let concentric = !hasBorder || radius >= min(Double(layer.pointee.borderWidth), shortSide)
        let program: QuadProgramKind = uniform && concentric ? .plain : .plainBorder
        if keeps {
            keepBodyTemplate(slot, of: layer, instance: instance, program: program, hasFill: hasFill,
                             hasBorder: hasBorder)
        }
        append(instance, image: nil, program: instance.metrics.0 > 0 ? program : .full)
    }

    /// The border alone, composited above the sublayers.
    func appendBorder(of layer: UnsafePointer<RenderLayer>, window: CATransform3D, plane: Homography, opacity: Float,
                      clip: ClipRegion?) {
        appendBody(of: layer, window: window, plane: plane, opacity: opacity, clip: clip, border: true, fill: false,
                   contents: false)
    }

    /// A window-sized quad that composites an offscreen group (`.group`), times a mask group's alpha
    /// (`.maskedGroup`), or mixed with a second group by `fraction` (`.crossFade`, a fade transition).
    func groupInstance(opacity: Float, clip: ClipRegion?, kind: QuadKind, fraction: Float = 1) -> QuadInstance {
        let screen = CGRect(origin: .zero, size: viewport)
        var instance = makeInstance(window: CATransform3DIdentity, plane: .identity, shape: screen, clip: clip,
                                    kind: kind, corners: 0, clipsContents: false, hasContents: false)
        instance.quad = FrameBuilder.vec4(screen)
        instance.style = (0, 0, opacity, fraction)
        return instance
    }

    func makeInstance(window: CATransform3D, plane: Homography, shape: CGRect, clip: ClipRegion?,
                              kind: QuadKind, corners: UInt8, clipsContents: Bool, hasContents: Bool) -> QuadInstance {
        var instance = QuadInstance(
            clipFromLocal: ((0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)), metrics: (0, 1, 1, 1),
            shape: FrameBuilder.vec4(shape), quad: FrameBuilder.vec4(shape), style: (0, 0, 1, 1),
            packed: (0, 0, QuadFlags.make(corners: corners, clipCorners: clip?.corners ?? 0, kind: kind,
                                          clipsContents: clipsContents, hasContents: hasContents), 0),
            content: (0, 0, 0, 0), uv: (0, 0, 1, 1), slice: (0, 0, 0, 0),
            clipFromLayer: FrameBuilder.identityColumns, clipRect: (0, 0, -1, -1))
        placeBody(&instance, window: window)
        if let clip {
            instance.clipFromLayer = plane.concatenating(clip.clipFromWindow).glColumns
            instance.clipRect = FrameBuilder.vec4(clip.rect)
            instance.packed.3 = Float(clip.radius).bitPattern
            if clip.hardEdges { instance.packed.2 |= QuadFlags.hardClipEdges }
        }
        return instance
    }

    /// Writes the fields of `instance` that follow its layer's window transform: clipFromLocal (the projection's
    /// columns for x, y and 1) and the pixel size (metrics.x).
    @inline(__always)
    func placeBody(_ instance: inout QuadInstance, window: CATransform3D) {
        let m = projection.clip(fromWindow: window)
        instance.clipFromLocal = ((Float(m.m11), Float(m.m12), Float(m.m13), Float(m.m14)),
                                  (Float(m.m21), Float(m.m22), Float(m.m23), Float(m.m24)),
                                  (Float(m.m41), Float(m.m42), Float(m.m43), Float(m.m44)))
        instance.metrics.0 = Float(affinePixelSize(window))
    }

    /// One pixel's size in bounds points when `window` maps the bounds plane affinely (0 when projective or
    /// degenerate): the root mean square over the screen axes of the bounds-space step per pixel, which is what the
    /// fragment shader would measure with derivatives, so both give the same anti-aliasing.
    func affinePixelSize(_ t: CATransform3D) -> Double {
        guard t.m14 == 0, t.m24 == 0, t.m44 != 0 else { return 0 }
        // Pixels per bounds point along x and y (row vectors: X = x·m11 + y·m21 + m41).
        let a = Double(t.m11 / t.m44) * pixelsPerPoint.width, b = Double(t.m12 / t.m44) * pixelsPerPoint.height
        let c = Double(t.m21 / t.m44) * pixelsPerPoint.width, d = Double(t.m22 / t.m44) * pixelsPerPoint.height
        let det = a * d - b * c
        guard abs(det) > 1e-9 else { return 0 }
        let size = (0.5 * (a * a + b * b + c * c + d * d)).squareRoot() / abs(det)
        return size.isFinite ? size : 0
    }

    func textureLimitAllows(_ image: CGImage) -> Bool {
        image.width <= maxTextureSize && image.height <= maxTextureSize || textureTooLarge(image)
    }

    private func textureTooLarge(_ image: CGImage) -> Bool {
        CompositorDiagnostics.reportOnce(
            "a \(image.width)×\(image.height) contents image is larger than the driver's \(maxTextureSize)-pixel "
                + "texture limit and is not drawn; scale it down before setting it as contents.")
        return false
    }

    /// How contents are sampled (RenderLayer.samplingCode): the layer's minificationFilter when the image has more
    /// pixels than the screen pixels it covers, its magnificationFilter otherwise (CALayer.h; trilinear magnifies
    /// linearly).
    static func sampling(_ layer: UnsafePointer<RenderLayer>, imageWidth: Int, destinationWidth: Double,
                         pixelSize: Double, pixelsPerPoint: Double) -> UInt8 {
        let magnify = layer.pointee.magnificationFilter, minify = layer.pointee.minificationFilter
        guard magnify != RenderLayer.samplesLinear || minify != RenderLayer.samplesLinear else {
            return RenderLayer.samplesLinear
        }
        let screenPixels = pixelSize > 0 ? destinationWidth / pixelSize : destinationWidth * pixelsPerPoint
        if Double(imageWidth) > screenPixels { return minify }
        return magnify == RenderLayer.samplesNearest ? magnify : RenderLayer.samplesLinear
    }

    /// The CAEdgeAntialiasingMask bits of the straight edges drawn hard (coverage a step: a pixel is in or out by
    /// its centre). CALayer.h: "When the value is true, the layer is allowed to antialias its edges, as requested by
    /// the value in the layer's edgeAntialiasingMask property"; off (the default unless the app's Info.plist sets
    /// UIViewEdgeAntialiasing, EdgeAntialiasingDefault) iOS draws a rotated or fractionally placed layer's edges
    /// aliased. Rounded corners stay smooth either way (the shaders' edgeCoverage); a layer whose edges fall on whole
    /// pixels looks the same either way.
    static func aliasedEdges(_ layer: UnsafePointer<RenderLayer>) -> UInt32 {
        guard layer.pointee.allowsEdgeAntialiasing else { return 15 }
        return ~layer.pointee.edgeAntialiasingMask.rawValue & 15
    }

    /// `Homography.identity.glColumns`, converted once: a quad without a clip's clipFromLayer.
    static let identityColumns = Homography.identity.glColumns

    static func vec4(_ r: CGRect) -> QuadInstance.Vec4 {
        (Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
    }
}

extension RenderColor {
    /// The colour with red, green and blue multiplied by `tint`'s (its alpha is applied as opacity).
    func tinted(_ tint: SIMD4<Float>) -> RenderColor {
        RenderColor(red: red * tint.x, green: green * tint.y, blue: blue * tint.z, alpha: alpha)
    }
}
