// A shadow from the layer's composited alpha (CALayer.shadowPath: without a path "the layer creates its shadow using
// … the layer's composited alpha channel"; spec §1.5), or from a shadowPath of any shape, blurred exactly:
// 1. the source is drawn into a texture in the layer's own bounds space (not the window's), at the layer's on-screen
//    pixels per point: the layer's background, contents, particles, border and sublayers (drawLayer, at full
//    opacity), or the shadowPath filled by cairo with the non-zero rule (ShapeRasterizer, as Apple fills shadow
//    paths);
// 2. the compositor blurs its alpha by a separable Gaussian of sigma = shadowRadius (FrameBuilder+Shadow says why),
//    a horizontal and a vertical pass, into a texture kept across frames;
// 3. that texture is drawn under the layer in its bounds plane, moved by shadowOffset, its alpha tinted with
//    shadowColor × shadowOpacity × the layer's opacity, so it follows the layer's transform like the layer.
// The source is first recorded in a fixed probe space; its records there do not depend on where the layer is on
// screen, so they are the cache's signature (ShadowTextureCache): when they equal last frame's, the records are
// dropped and the kept texture drawn. Otherwise their pixel extent gives the texture's size, and they are moved into
// it (an affine change of their clip space), so a source is recorded once per frame at most. The cache and the
// passes' bookkeeping are the builder's ShadowPass.
// Blurs wider than `maxSigmaTexels` draw the source at a lower scale: a Gaussian of that width removes detail finer
// than the texels lost, and the blur's taps stay bounded.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// The probe space's side in pixels: the layer's bounds origin sits at its centre.
    static let shadowProbePixels: Double = 8192
    /// The widest blur drawn at full scale, in texels.
    static let maxShadowSigmaTexels: Double = 6

    /// Appends the composited shadow of layer `index`: its source pass when the cache has no texture for it, and
    /// the quad that draws the texture under the layer.
    func appendCompositedShadow(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, window: CATransform3D,
                                plane: Homography, opacity: Float, clip: ClipRegion?, sigma: Double) {
        guard let base = layers.baseAddress else { return }
        let layer = base + index
        let fallback = Double(max(pixelsPerPoint.width, pixelsPerPoint.height))
        var scale = ShapeRasterizer.rasterScale(pixelSize: Float(affinePixelSize(window)), fallback: fallback)
        if sigma * scale > FrameBuilder.maxShadowSigmaTexels { scale = FrameBuilder.maxShadowSigmaTexels / sigma }
        // The texture may not exceed the frame: a group pass inside the source draws into frame-sized targets at
        // the same pixels.
        let limitWidth = min(Int((viewport.width * pixelsPerPoint.width).rounded()), maxTextureSize)
        let limitHeight = min(Int((viewport.height * pixelsPerPoint.height).rounded()), maxTextureSize)
        for attempt in 0..<2 {
            let start = (instance: instances.count, command: commands.count, stop: gradientStops.count,
                         key: shadowPass.cache.nextKey)
            func rollBack() {
                instances.removeLast(instances.count - start.instance)
                commands.removeLast(commands.count - start.command)
                gradientStops.removeLast(gradientStops.count - start.stop)
                shadowPass.rollBack(toInstance: start.instance, key: start.key)
            }
            commands.append(.beginShadowSource(key: 0, width: 0, height: 0))   // completed below on a miss
            recordShadowSource(index, layers, scale: scale)
            let end = instances.count
            guard end > start.instance else { return rollBack() }
            let (hash, kept) = shadowPass.lookUp(scale: scale, sigma: sigma, commands: commands[(start.command + 1)...],
                                                 instances: instances[start.instance...], firstInstance: start.instance,
                                                 stops: gradientStops[start.stop...], frame: frameNumber)
            if let kept {
                rollBack()
                appendShadowComposite(of: layer, key: kept.key, rect: kept.rect, window: window, plane: plane,
                                      opacity: opacity, clip: clip)
                return
            }
            let box = probeBounds(start.instance..<end)
            guard !box.isEmpty else { return rollBack() }
            let margin = Int((3 * sigma * scale).rounded(.up)) + 2
            var width = box.maxX - box.minX + 2 * margin, height = box.maxY - box.minY + 2 * margin
            if width > limitWidth || height > limitHeight {
                if attempt == 0 {
                    rollBack()
                    scale *= 0.98 * min(Double(limitWidth) / Double(width), Double(limitHeight) / Double(height))
                    continue
                }
                CompositorDiagnostics.reportOnce(
                    "a layer's shadow spans \(width)×\(height) pixels, more than the frame; it is cut to the frame's "
                        + "size. Give large layers a shadowPath near their bounds.")
                width = min(width, limitWidth)
                height = min(height, limitHeight)
            }
            let originX = box.minX - margin, originY = box.minY - margin
            placeShadowSource(start.instance..<end, originX: originX, originY: originY, width: width, height: height)
            let half = FrameBuilder.shadowProbePixels / 2
            // Probe pixel x = bounds x · scale + half; OpenGL rows count up, so the texture's last row is the top.
            let rect = CGRect(x: (Double(originX) - half) / scale, y: (half - Double(originY + height)) / scale,
                              width: Double(width) / scale, height: Double(height) / scale)
            let key = shadowPass.store(hash: hash, rect: rect, frame: frameNumber, records: start.instance..<end)
            commands[start.command] = .beginShadowSource(key: key, width: width, height: height)
            commands.append(.endShadowSource(key: key, width: width, height: height, sigma: Float(sigma * scale)))
            appendShadowComposite(of: layer, key: key, rect: rect, window: window, plane: plane, opacity: opacity,
                                  clip: clip)
            return
        }
    }

    /// Records the shadow's source in the probe space at `scale` pixels per point: the shadowPath's raster, or the
    /// layer drawn at full opacity without its own shadow.
    private func recordShadowSource(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, scale: Double) {
        guard let base = layers.baseAddress else { return }
        let saved = (viewport, pixelsPerPoint, projection)
        let side = FrameBuilder.shadowProbePixels / scale
        viewport = CGSize(width: side, height: side)
        pixelsPerPoint = CGSize(width: scale, height: scale)
        projection = ViewportProjection(width: side, height: side)
        shadowPass.enterSource()
        defer {
            (viewport, pixelsPerPoint, projection) = saved
            shadowPass.leaveSource()
        }
        let probe = CATransform3DMakeTranslation(side / 2, side / 2, 0)
        if let path = base[index].shadowPath {
            appendShadowPathSource(path, window: probe, scale: scale)
        } else {
            drawLayer(index, layers, window: probe, plane: Homography(probe), opacity: 1, clip: nil)
        }
    }

    /// The shadowPath filled white (only its alpha counts) by cairo with the non-zero winding rule, as Apple fills
    /// shadow paths, at `scale`; the raster is kept while the path and scale stay (ShapeRasterCache).
    private func appendShadowPathSource(_ path: [CGPath.Element], window: CATransform3D, scale: Double) {
        var shape = RenderShape()   // CAShapeLayer's defaults: non-zero fill, no stroke
        shape.path = path
        shape.fillColor = RenderColor(red: 1, green: 1, blue: 1, alpha: 1)
        shape.lineWidth = 0
        guard let raster = shapeRasters.raster(for: shape, scale: scale), textureLimitAllows(raster.image) else {
            return
        }
        var instance = makeInstance(window: window, plane: Homography(window), shape: raster.rect, clip: nil,
                                    kind: .layer, corners: 0, clipsContents: false, hasContents: true)
        instance.quad = FrameBuilder.vec4(raster.rect)
        instance.content = FrameBuilder.vec4(raster.rect)
        append(instance, image: raster.image, program: .full)
    }

    /// The probe pixels the records of `range` reach, leaving out nested source passes (in their own space) and
    /// group composites (which cover the whole probe; what they show is among the records).
    private func probeBounds(_ range: Range<Int>) -> PixelBox {
        let side = Int(FrameBuilder.shadowProbePixels)
        var box = PixelBox.empty
        shadowPass.forEachPlacedRecord(in: range) { index in
            let kind = (instances[index].packed.2 >> QuadFlags.kindShift) & QuadFlags.kindBits
            guard kind == QuadKind.layer.rawValue || kind == QuadKind.shadow.rawValue else { return }
            box = box.union(instances[index].pixelBounds(width: side, height: side))
        }
        return box
    }

    /// Moves the records of `range` from the probe space into the texture whose pixel (0, 0) is probe pixel
    /// (`originX`, `originY`): clip x' = x · P / width + w · ((P − 2 · originX) / width − 1), likewise y.
    private func placeShadowSource(_ range: Range<Int>, originX: Int, originY: Int, width: Int, height: Int) {
        let side = Float(FrameBuilder.shadowProbePixels)
        let ax = side / Float(width), bx = (side - 2 * Float(originX)) / Float(width) - 1
        let ay = side / Float(height), by = (side - 2 * Float(originY)) / Float(height) - 1
        func moved(_ c: QuadInstance.Vec4) -> QuadInstance.Vec4 { (c.0 * ax + c.3 * bx, c.1 * ay + c.3 * by, c.2, c.3) }
        shadowPass.forEachPlacedRecord(in: range) { index in
            let m = instances[index].clipFromLocal
            instances[index].clipFromLocal = (moved(m.0), moved(m.1), moved(m.2))
        }
    }

    /// The quad that draws shadow texture `key` (covering `rect` of the bounds space) under the layer, moved by
    /// shadowOffset: the `full` variant's contents, white alpha tinted with shadowColor, at the layer's opacity
    /// times shadowOpacity times the colour's alpha.
    private func appendShadowComposite(of layer: UnsafePointer<RenderLayer>, key: Int, rect: CGRect,
                                       window: CATransform3D, plane: Homography, opacity: Float, clip: ClipRegion?) {
        let color = layer.pointee.shadowColor
        guard color.alpha > 0 else { return }
        let placed = rect.offsetBy(dx: layer.pointee.shadowOffset.width, dy: layer.pointee.shadowOffset.height)
        var instance = makeInstance(window: window, plane: plane, shape: placed, clip: clip, kind: .layer,
                                    corners: 0, clipsContents: false, hasContents: true)
        instance.quad = FrameBuilder.vec4(placed)
        instance.content = FrameBuilder.vec4(placed)
        instance.uv = (0, 1, 1, 0)   // the texture's first row is its bottom
        // A replicator instance's colour tints the shadow; its alpha is already in a drawn layer's source, not in a
        // shadowPath's white.
        let tint = layer.pointee.colorMultiplier
        instance.metrics = (instance.metrics.0, color.red / color.alpha * tint.x, color.green / color.alpha * tint.y,
                            color.blue / color.alpha * tint.z)
        var amount = min(max(layer.pointee.shadowOpacity, 0), 1) * min(color.alpha, 1)
        if layer.pointee.shadowPath != nil { amount *= tint.w }
        instance.style = (0, 0, opacity * amount, 1)
        instances.append(instance)
        commands.append(.compositeShadow(instance: instances.count - 1, key: key))
    }
}
