// CATextLayer text drawn on the render thread while fontSize or foregroundColor animate (CATextLayer.h: both
// animatable; RenderText+Raster.swift draws it with Pango exactly as the display cycle draws the contents). Rasters
// are kept by TextRasterKey, so each size quantum and colour is drawn once and reused while the animation stays on
// it or comes back to it; a hit is one dictionary lookup of an integer key and allocates nothing. The cache is
// bounded (entries and bytes): the least recently used raster goes first, and rasters unused for a few seconds
// are dropped, their textures released by the compositor (`dropped`).
//
// Why colours are drawn rather than tinted: a run with its own foregroundColor keeps it while the layer's colour
// animates (Apple applies foregroundColor only to text without a colour of its own), so a single alpha mask tinted
// by the animated colour would be wrong for attributed strings; the text is drawn again per 8-bit colour instead.
import QuartzCore
import Foundation

/// The frame builder's animated-text rasters by key.
final class TextRasterCache {
    private struct Entry {
        let image: CGImage
        /// Keeps the snapshot the key names alive, so its identifier cannot be reused by another text.
        let text: RenderText
        var lastUsedFrame: UInt64
    }

    private var entries: [TextRasterKey: Entry] = [:]
    private var frame: UInt64 = 0
    private var bytes = 0
    private var staleKeys: [TextRasterKey] = []
    /// Images dropped and not yet handed to `releaseDropped`.
    private var dropped: [CGImage] = []
    /// At most this many rasters…
    let maximumCount = 1024
    /// …holding at most this many bytes of pixels.
    let maximumBytes = 64 << 20
    /// Frames a raster may go unused before it is dropped.
    let keepFrames: UInt64 = 180
    /// Rasters drawn (cache misses), for tests and benchmarks.
    private(set) var drawnCount = 0

    var count: Int { entries.count }

    /// The contents image of `text` at its evaluated size and colour, drawn now if the cache has none.
    func image(for text: RenderText, bounds: CGRect, contentsScale: CGFloat, flipped: Bool) -> CGImage? {
        let key = TextRasterKey(text, bounds: bounds, contentsScale: contentsScale, flipped: flipped)
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUsedFrame = frame
            return entries.values[index].image
        }
        guard let image = text.raster(fontSize: key.fontSize, color: key.renderColor, bounds: bounds,
                                      contentsScale: contentsScale, flipped: flipped) else { return nil }
        drawnCount += 1
        let size = image.bytesPerRow * image.height
        while !entries.isEmpty, entries.count >= maximumCount || bytes + size > maximumBytes { dropLeastRecent() }
        entries[key] = Entry(image: image, text: text, lastUsedFrame: frame)
        bytes += size
        return image
    }

    /// Ends a frame; now and then drops the rasters unused for `keepFrames` frames.
    func endFrame() {
        frame += 1
        guard frame % 60 == 0, !entries.isEmpty else { return }
        staleKeys.removeAll(keepingCapacity: true)
        for (key, entry) in entries where frame - entry.lastUsedFrame > keepFrames { staleKeys.append(key) }
        for key in staleKeys { drop(key) }
    }

    /// Hands every dropped image to `release` (the compositor deletes its texture), after the frame that may still
    /// have drawn it.
    func releaseDropped(_ release: (CGImage) -> Void) {
        for image in dropped { release(image) }
        dropped.removeAll(keepingCapacity: true)
    }

    private func dropLeastRecent() {
        guard let oldest = entries.min(by: { $0.value.lastUsedFrame < $1.value.lastUsedFrame })?.key else { return }
        drop(oldest)
    }

    private func drop(_ key: TextRasterKey) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        bytes -= entry.image.bytesPerRow * entry.image.height
        dropped.append(entry.image)
    }
}
