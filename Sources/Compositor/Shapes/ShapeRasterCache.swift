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
    /// The largest shape raster side whatever the driver takes (DECISIONS 13): 4096² pixels is 64 MiB, drawn again
    /// on every frame an animation changes the shape; at the driver's 16384 it was 1 GiB a frame.
    static let maximumRasterSide = 4096

    /// The side a raster may have: the texture limit within the budget, less the two pixels of margin
    /// ShapeRasterizer.rasterize adds.
    var rasterSideLimit: Double { Double(min(maxSize, ShapeRasterCache.maximumRasterSide) - 2) }

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
        let span = max(reach.width, reach.height)
        guard span.isFinite else { return nil }
        if span * scale > rasterSideLimit {
            // Formatted as a Double: the span of a path at 1e20 passes Int's range.
            CompositorDiagnostics.reportOnce(
                "a CAShapeLayer's path with its stroke spans \(String(format: "%.0f", span * scale)) pixels, more "
                    + "than the \(Int(rasterSideLimit) + 2)-pixel shape raster limit; it is drawn at a lower "
                    + "resolution. Keep shape paths and line widths near their layer's bounds.")
            drawScale = rasterSideLimit / span
            guard drawScale.isNormal else { return nil }
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
