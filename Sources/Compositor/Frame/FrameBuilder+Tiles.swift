// A CATiledLayer's tiles (RenderLayerClass.tiled): each tile is a contents quad over its rect of the layer,
// drawn above the layer's background and below its border and sublayers, faded in by its age at the frame's time
// (over the image it replaces, drawn opaque beneath it). Neighbouring tiles must not show seams: each quad covers
// exactly its tile, and its contents rect reaches a pixel past the quad, so the contents' edge coverage never
// falls inside it (a pixel on a shared edge belongs to one quad and is fully covered there).
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Whether the layer is a tiled layer with tiles to draw (read through the pointer, as `hasShape`).
    @inline(never)
    static func hasTiles(_ layer: UnsafePointer<RenderLayer>) -> Bool {
        // The kind first, the part bound only on a tiled layer (as FrameBuilder.emitter(of:)).
        guard case .tiled = layer.pointee.layerClassKind else { return false }
        if case .tiled(let tiles, _) = layer.pointee.layerClass { return !tiles.tiles.isEmpty }
        return false
    }

    @inline(never)
    func appendTiles(of layer: UnsafePointer<RenderLayer>, window: CATransform3D, plane: Homography, opacity: Float,
                     clip: ClipRegion?) {
        guard case .tiled(let tiles, let time) = layer.pointee.layerClass else { return }
        let bounds = layer.pointee.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let flipped = layer.pointee.contentsAreFlipped
        for tile in tiles.tiles {
            let local = tile.rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            let alpha = tiles.alpha(of: tile, at: time)
            if let previous = tile.previous, alpha < 1 {
                appendTile(previous, at: local, flipped: flipped, of: layer, window: window, plane: plane,
                           opacity: opacity, clip: clip)
            }
            if alpha > 0 {
                appendTile(tile.image, at: local, flipped: flipped, of: layer, window: window, plane: plane,
                           opacity: opacity * alpha, clip: clip)
            }
        }
    }

    /// `flipped`: the tile was drawn with a y-up CTM (contentsAreFlipped, TileDrawJob), so its rows run bottom-up.
    private func appendTile(_ image: CGImage, at local: CGRect, flipped: Bool, of layer: UnsafePointer<RenderLayer>,
                            window: CATransform3D, plane: Homography, opacity: Float, clip: ClipRegion?) {
        guard local.width > 0, local.height > 0, textureLimitAllows(image) else { return }
        let tint = layer.pointee.colorMultiplier
        let shape = CGRect(origin: .zero, size: layer.pointee.bounds.size)
        var instance = makeInstance(window: window, plane: plane, shape: shape, clip: clip, kind: .layer, corners: 0,
                                    clipsContents: false, hasContents: true)
        // A pixel's size in points (or a twentieth of the tile under a projective map) past every edge.
        let reach = instance.metrics.0 > 0 ? Double(instance.metrics.0) : Double(min(local.width, local.height)) / 20
        let content = local.insetBy(dx: -reach, dy: -reach)
        let du = reach / local.width, dv = reach / local.height
        instance.content = FrameBuilder.vec4(content)
        instance.uv = flipped ? (Float(-du), Float(1 + dv), Float(1 + du), Float(-dv))
            : (Float(-du), Float(-dv), Float(1 + du), Float(1 + dv))
        instance.quad = FrameBuilder.vec4(local)
        if tint != SIMD4(1, 1, 1, 1) { instance.metrics = (instance.metrics.0, tint.x, tint.y, tint.z) }
        instance.style = (0, 0, opacity * tint.w, 1)
        append(instance, image: image, program: .full)
    }
}
