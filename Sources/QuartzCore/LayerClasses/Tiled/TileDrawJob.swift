// One tile to draw off the main thread (Apple's CATiledLayer: "the layer's draw(in:) method is called on one or
// more background threads to supply the drawing operations to fill in one tile"): a bitmap of the tile's pixels,
// a context whose CTM maps the layer's coordinates (y down, as the backing store's, CALayer+BackingStore.swift)
// at the level's scale and whose clip is the tile's rect, then draw(in:) and the image.
import Foundation

/// What the worker needs to draw one tile; made on the main thread.
/// @unchecked: made on the main thread and handed whole to one worker, which alone reads it.
struct TileDrawJob: @unchecked Sendable {
    // @unchecked: `layer` is used on the worker only to call draw(in:), which Apple documents as running on
    // background threads for a tiled layer (its drawing must be thread-safe, as on Apple's platforms); every
    // other value here is a plain value.
    let layer: CALayer
    let key: TileKey
    let rect: CGRect
    let pixelScale: CGFloat
    let isOpaque: Bool
    let flipped: Bool
    /// Orders results: a result older than the tile's last invalidation is stale (TileStore).
    let serial: UInt64
    /// The grid the tile belongs to; results for an older grid are dropped.
    let gridEpoch: UInt64

    /// Draws the tile; nil when the bitmap cannot be made.
    func draw() -> CGImage? {
        let width = Int((rect.width * pixelScale).rounded(.up)), height = Int((rect.height * pixelScale).rounded(.up))
        guard width >= 1, height >= 1 else { return nil }
        let layout = CGBitmapInfo(alphaInfo: isOpaque ? .noneSkipFirst : .premultipliedFirst).union(.byteOrder32Little)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: layout) else { return nil }
        context.shadowOffsetPointsDown = true
        if !flipped {
            context.translateBy(x: 0, y: CGFloat(height))
            context.scaleBy(x: 1, y: -1)
        }
        context.scaleBy(x: pixelScale, y: pixelScale)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.clip(to: rect)
        layer.draw(in: context)
        return context.makeImage()
    }
}

/// A finished (or skipped) tile on its way back to the main thread.
struct FinishedTile: Sendable {
    let key: TileKey
    let serial: UInt64
    let gridEpoch: UInt64
    /// nil: the tile was no longer wanted when its turn came, or could not be drawn.
    let image: CGImage?
}
