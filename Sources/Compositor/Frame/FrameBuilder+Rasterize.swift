// shouldRasterize (CALayer.h: "the layer is rendered as a bitmap in its local coordinate space and then composited
// to the destination"; rasterizationScale: "the scale at which to rasterize content, relative to the coordinate
// space of the layer"). The layer's body and sublayers are drawn into a texture kept across frames, at
// rasterizationScale pixels per point over the rectangle its subtree covers in its own space, and the texture is
// drawn as one quad through the layer's geometry, so moving, rotating or fading the layer reuses it. Every
// frame the builder still walks the subtree and records its quads (cheap), then compares them with the quads that
// drew the bitmap: the same records, draw steps, images and gradient stops draw the same pixels, so the bitmap is
// kept and those quads are dropped; anything else in the subtree changed and the bitmap is drawn again. The layer's
// own shadow stays live (Apple's bitmap holds it; here it is drawn under the bitmap, the same pixels). While its quads
// are recorded the builder's viewport is the bitmap. Most bitmaps live in a rectangle of the shared raster atlas
// pages (Atlas/RasterAtlas), where the compositor draws the pass with a viewport on that rectangle, and the quads of
// consecutive rasterised layers on one page are one draw call; a bitmap too large for a page, or whose subtree needs
// group passes (frame-sized targets read at the fragment's own position), or that finds every page full, gets a
// texture of its own, the bitmap's size. A rasterised layer inside another one's bitmap draws live into it; a
// subtree whose bitmap would exceed the driver's texture size, or that is not affine in the layer's plane, draws
// live (said once). The kept bitmaps, their atlas and where each lives are the builder's RasterPass; this file records
// the quads.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Draws layer `index`'s body and sublayers through its bitmap; false when it must draw live. Never inlined:
    /// its locals stay out of the recursive walk's frame (trees may be CALayer.maximumTreeDepth deep).
    @inline(never)
    func drawRasterized(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, window: CATransform3D,
                        plane: Homography, opacity: Float, clip: ClipRegion?) -> Bool {
        guard let base = layers.baseAddress, let covered = localExtent(index, layers) else {
            CompositorDiagnostics.reportOnce("a shouldRasterize layer whose sublayers have a perspective transform is "
                                             + "drawn live (its bitmap would be flat).")
            return false
        }
        let layer = base + index
        let scale = layer.pointee.rasterizationScale
        let extent = FrameBuilder.onBitmapPixels(covered.insetBy(dx: -FrameBuilder.edgePadding,
                                                                 dy: -FrameBuilder.edgePadding), scale: scale)
        let pixelSize = CGSize(width: viewport.width * pixelsPerPoint.width,
                               height: viewport.height * pixelsPerPoint.height)
        let width = (extent.width * scale).rounded(.up), height = (extent.height * scale).rounded(.up)
        guard width >= 1, height >= 1, width <= CGFloat(maxTextureSize), height <= CGFloat(maxTextureSize) else {
            if width >= 1, height >= 1 {
                CompositorDiagnostics.reportOnce("a shouldRasterize layer whose bitmap (its subtree at "
                    + "rasterizationScale) is larger than the driver's \(maxTextureSize)-pixel texture limit is "
                    + "drawn live; lower its rasterizationScale.")
            }
            return false
        }
        var entry = rasterPass.takeEntry(for: index, extent: extent, scale: scale, pixelSize: pixelSize)
        let start = (instances: instances.count, commands: commands.count, stops: gradientStops.count)
        // The bitmap's space: local point p at raster pixel (p − extent.origin) · scale, from the texture's top left.
        var inRaster = CATransform3DMakeTranslation(-extent.minX, -extent.minY, 0)
        inRaster = CATransform3DConcat(inRaster, CATransform3DMakeScale(scale / pixelsPerPoint.width,
                                                                        scale / pixelsPerPoint.height, 1))
        beginRaster(key: entry.key, width: Int(width), height: Int(height))
        // The bitmap is the viewport while its quads are recorded (in points, as the frame's is).
        let frameViewport = viewport, frameProjection = projection
        viewport = CGSize(width: width / pixelsPerPoint.width, height: height / pixelsPerPoint.height)
        projection = ViewportProjection(width: viewport.width, height: viewport.height)
        rasterPass.enter()
        drawBodyAndSublayers(index, layers, window: inRaster, plane: Homography(inRaster), opacity: 1, clip: nil)
        rasterPass.leave()
        viewport = frameViewport
        projection = frameProjection
        endGroup()
        // Shape quads read the shape atlas, which may hold new rasters at old places once it changed this frame.
        let drewSame = rasterPass.drewSame(entry, commands: commands[start.commands...],
                                           records: instances[start.instances...], stops: gradientStops[start.stops...])
        if !drewSame || shapeAtlas.changed && rasterUsesShapes(from: start.commands) {
            keep(&entry, from: start, extent: extent, scale: scale, pixelSize: pixelSize)
            if let atlasPass = rasterPass.place(&entry, width: Int(width), height: Int(height),
                                                passCommands: commands[(start.commands + 1)...]) {
                commands[start.commands] = atlasPass
            }
        } else {
            truncate(instances: start.instances, commands: start.commands, stops: start.stops)
        }
        rasterPass.putEntry(entry, for: index, frame: frameNumber)

        var instance = makeInstance(window: window, plane: plane, shape: extent, clip: clip, kind: .layer, corners: 0,
                                    clipsContents: false, hasContents: true)
        let padding = FrameBuilder.padding(pixelSize: instance.metrics.0)
        instance.quad = FrameBuilder.vec4(extent.insetBy(dx: -padding, dy: -padding))
        instance.content = FrameBuilder.vec4(extent)
        instance.style = (0, 0, opacity, Float(scale))
        guard let slot = entry.slot else {
            // GL keeps the texture's rows bottom up: the bitmap's top row is at v = 1.
            instance.uv = (0, 1, Float(extent.width * scale / width), Float(1 - extent.height * scale / height))
            appendRasterComposite(instance, key: entry.key)
            return true
        }
        // In the page the bitmap's bottom-left pixel is the slot's; its top row is `height` rows up.
        let side = Double(rasterPass.atlas.pageSide), x = Double(slot.bitmapX), y = Double(slot.bitmapY)
        instance.uv = (Float(x / side), Float((y + height) / side), Float((x + extent.width * scale) / side),
                       Float((y + height - extent.height * scale) / side))
        guard clip == nil else {
            // Under an ancestor's clip: the full variant cuts the clip out (the transparent pixel round the bitmap
            // keeps its filtered edge from reading a neighbour).
            appendAtlasComposite(instance, page: slot.page, program: .full)
            return true
        }
        // The lean variant: no coverage of its own (the bitmap's margin is transparent), so the quad is the
        // bitmap's rectangle, and the lookup stays between the centres of its edge texels.
        instance.quad = FrameBuilder.vec4(extent)
        instance.slice = (Float((x + 0.5) / side), Float((y + 0.5) / side), Float((x + width - 0.5) / side),
                          Float((y + height - 0.5) / side))
        appendAtlasComposite(instance, page: slot.page, program: .raster)
        return true
    }

    /// `rect` grown to whole bitmap pixels of the layer's own grid (multiples of 1 / scale from its origin): then a
    /// bitmap drawn where the layer's points fall on whole pixels is sampled at its texel centres and shows exactly
    /// the live pixels, whatever fraction of a point its sublayers reach out to.
    static func onBitmapPixels(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else { return rect }
        let minX = (rect.minX * scale).rounded(.down), minY = (rect.minY * scale).rounded(.down)
        let maxX = (rect.maxX * scale).rounded(.up), maxY = (rect.maxY * scale).rounded(.up)
        return CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
    }

    /// Remembers what drew the bitmap this frame.
    private func keep(_ entry: inout RasterEntry, from start: (instances: Int, commands: Int, stops: Int),
                      extent: CGRect, scale: CGFloat, pixelSize: CGSize) {
        entry.extent = extent
        entry.scale = scale
        entry.pixelSize = pixelSize
        entry.steps.removeAll(keepingCapacity: true)
        for position in start.commands..<commands.count { DamageStep.append(commands[position], to: &entry.steps) }
        entry.records.removeAll(keepingCapacity: true)
        entry.records.append(contentsOf: instances[start.instances...])
        entry.stops.removeAll(keepingCapacity: true)
        entry.stops.append(contentsOf: gradientStops[start.stops...])
    }

    private func rasterUsesShapes(from command: Int) -> Bool {
        commands[command...].contains {
            if case .quads(_, _, nil, .shape) = $0 { return true }
            return false
        }
    }

    /// The rectangle of the layer's own space its body and sublayers (with their shadows) cover: its bounds when it
    /// masks to them; nil when a sublayer is not affine in the layer's plane.
    func localExtent(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>) -> CGRect? {
        guard let base = layers.baseAddress else { return nil }
        let layer = base + index
        var box = CGRect(origin: .zero, size: layer.pointee.bounds.size)
        if layer.pointee.masksToBounds { return box }
        let space = FrameBuilder.sublayerSpace(of: layer)
        var child = firstChild[index]
        while child >= 0 {
            defer { child = nextSibling[Int(child)] }
            let sublayer = base + Int(child)
            guard !sublayer.pointee.isHidden else { continue }
            let toLayer = CATransform3DConcat(FrameBuilder.parentFromLocal(sublayer), space)
            guard toLayer.m14 == 0, toLayer.m24 == 0, toLayer.m44 == 1, var own = localExtent(Int(child), layers)
            else { return nil }
            if sublayer.pointee.shadowOpacity > 0 {
                let reach = 3 * max(sublayer.pointee.shadowRadius, 0) + FrameBuilder.edgePadding
                let offset = sublayer.pointee.shadowOffset
                own = own.union(CGRect(origin: .zero, size: sublayer.pointee.bounds.size)
                    .offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach))
            }
            box = box.union(FrameBuilder.affineBox(own, toLayer))
        }
        return box
    }

    /// The bounding box of `rect` mapped by the affine part of `t` (row vectors).
    static func affineBox(_ rect: CGRect, _ t: CATransform3D) -> CGRect {
        func mapped(_ x: CGFloat, _ y: CGFloat) -> CGRect {
            CGRect(x: x * t.m11 + y * t.m21 + t.m41, y: x * t.m12 + y * t.m22 + t.m42, width: 0, height: 0)
        }
        return mapped(rect.minX, rect.minY).union(mapped(rect.maxX, rect.minY))
            .union(mapped(rect.minX, rect.maxY)).union(mapped(rect.maxX, rect.maxY))
    }
}
