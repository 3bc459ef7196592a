// CATextLayer text packed into shared texture pages (docs/architecture.md "Frame cost", "text rasters are not atlased"): on llvmpipe a
// texture per label cost a texture bind and a draw call per label per frame (`framebench peer qt text` put the
// engine's p50 at 2.28× Qt's, whose glyphs share one cache texture). A label's text image (its committed contents,
// or the raster of an animated fontSize or colour, TextRasterCache) is uploaded once into a rectangle of a page
// when it first appears and keeps it while it is drawn, so consecutive labels on a page are one run of the lean
// texture-fetch variant. Rectangles come from a RasterAtlas (Atlas/RasterAtlas: shelf-packed pages, a page packed
// again once all its images are gone), the same allocator the shouldRasterize bitmaps use; here the pages are
// textures filled from the CPU (GLCompositor+TextAtlas) instead of render targets. An image the frame did not
// draw gives its rectangle back at the frame's end. The CPU side lives here (FrameBuilder, render thread, no GL).
import QuartzCore

/// Hands out page rectangles to text images and remembers which are still to be uploaded.
final class TextAtlas {
    private struct Entry {
        let slot: RasterSlot
        var lastFrame: UInt64
    }

    let pages = RasterAtlas()
    private var entries: [UInt64: Entry] = [:]
    private var staleKeys: [UInt64] = []
    /// Images placed this frame whose pixels are not in their page yet (the compositor uploads and empties it).
    var uploads: [(image: CGImage, slot: RasterSlot)] = []

    /// How many images hold a rectangle.
    var count: Int { entries.count }

    /// The rectangle of `image` in a page, placing it (and queueing its upload) on first use; nil when it is too
    /// large for a page or every page is full (it is then drawn from a texture of its own).
    func place(_ image: CGImage, frame: UInt64) -> RasterSlot? {
        if let index = entries.index(forKey: image.identifier), pages.isCurrent(entries.values[index].slot) {
            entries.values[index].lastFrame = frame
            return entries.values[index].slot
        }
        guard let slot = pages.allocate(width: image.width, height: image.height) else { return nil }
        entries[image.identifier] = Entry(slot: slot, lastFrame: frame)
        uploads.append((image, slot))
        return slot
    }

    /// Ends frame `frame`: the images it did not draw give their rectangles back; emptied pages at the end go.
    func endFrame(_ frame: UInt64) {
        staleKeys.removeAll(keepingCapacity: true)
        for (key, entry) in entries where entry.lastFrame != frame { staleKeys.append(key) }
        guard !staleKeys.isEmpty else { return }
        for key in staleKeys {
            if let entry = entries.removeValue(forKey: key) { pages.release(entry.slot) }
        }
        pages.trim()
    }
}
