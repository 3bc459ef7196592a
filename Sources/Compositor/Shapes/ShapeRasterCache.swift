// Shape rasters kept between frames (ShapeRasterizer): a shape whose evaluated values and scale are unchanged
// reuses its image (and so its texture); a raster unused for two frames is dropped and its texture released at
// once, so an animating shape holds one or two textures, not one per frame.
import QuartzCore
import Foundation

/// The frame builder's shape rasters by key.
final class ShapeRasterCache {
    private struct Entry {
        let raster: ShapeRaster
        var lastUsedFrame: UInt64
    }

    private var entries: [ShapeRasterKey: Entry] = [:]
    private var frame: UInt64 = 0
    private var staleKeys: [ShapeRasterKey] = []
    /// Images dropped by the last `endFrame()`, whose textures the compositor releases.
    private(set) var dropped: [CGImage] = []
    /// The largest raster side (the driver's texture limit).
    var maxSize = 4096

    var count: Int { entries.count }

    /// The raster of `shape` at `scale` pixels per point, drawn now if the cache has none.
    func raster(for shape: RenderShape, scale: Double) -> ShapeRaster? {
        let key = ShapeRasterKey(shape: shape, scale: scale)
        if var entry = entries[key] {
            entry.lastUsedFrame = frame
            entries[key] = entry
            return entry.raster
        }
        guard let reach = ShapeRasterizer.reach(of: shape) else { return nil }
        var drawScale = scale
        let side = max(reach.width, reach.height) * scale
        if side > Double(maxSize) {
            CompositorDiagnostics.reportOnce(
                "a CAShapeLayer's path with its stroke spans \(Int(side)) pixels, more than the \(maxSize)-pixel "
                    + "texture limit; it is drawn at a lower resolution. Keep shape paths near their layer's bounds.")
            drawScale = Double(maxSize) / max(reach.width, reach.height)
        }
        guard let raster = ShapeRasterizer.rasterize(shape, rect: reach, scale: drawScale) else { return nil }
        entries[key] = Entry(raster: raster, lastUsedFrame: frame)
        return raster
    }

    /// Ends a frame: rasters not used in this frame or the one before are dropped (listed in `dropped`).
    func endFrame() {
        dropped.removeAll(keepingCapacity: true)
        staleKeys.removeAll(keepingCapacity: true)
        for (key, entry) in entries where frame - entry.lastUsedFrame >= 2 { staleKeys.append(key) }
        for key in staleKeys {
            if let entry = entries.removeValue(forKey: key) { dropped.append(entry.raster.image) }
        }
        frame += 1
    }
}
