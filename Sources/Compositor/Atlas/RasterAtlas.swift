// shouldRasterize bitmaps packed into shared pages (docs/architecture.md "Frame cost" "show the saving with framebench"): on llvmpipe a texture
// per bitmap costs a texture bind and a draw call per rasterised layer per frame, which made 300 rasterised cards
// three times slower than drawing them live. Bitmaps up to `largestSide` pixels are rendered into rectangles of
// `pageSide`² render-target pages instead, so every rasterised layer on a page is one quad of one draw call. Unlike
// the shape atlas (packed again every frame), a bitmap keeps its rectangle while it lives (it is rendered once and
// reused): the pages are shelf-packed (Atlas/ShelfPacker) as bitmaps arrive, a page whose bitmaps are all gone is
// emptied and packed again, and rectangles are rounded up to `granularity` pixels so that a bitmap growing a little
// keeps its place. When every page is full a bitmap is drawn into a texture of its own, as before (slower, the
// same pixels). The CPU side lives here (FrameBuilder, render thread, no GL); the compositor keeps one render target
// per page (GLCompositor+RasterAtlas). Plain values; no allocation once the pages exist.

/// Hands out and takes back rectangles of the raster atlas pages.
final class RasterAtlas {
    private struct Page {
        var packer: ShelfPacker
        var live = 0
        var generation: UInt32
    }

    /// A page's side in pixels (the driver's texture limit permitting).
    private(set) var pageSide = 1024
    /// Bitmaps wider or taller than this get a texture of their own: a page would hold few of them.
    var largestSide: Int { pageSide / 2 }
    /// At most this many pages (64 MB of RGBA8 at 1024²).
    static let maximumPages = 16
    static let granularity = 4
    private var pages: [Page] = []
    /// Generations are never reused, so a slot of a page dropped and made again is not taken for current.
    private var lastGeneration: UInt32 = 0

    /// How many pages exist (the compositor keeps a render target for each).
    var pageCount: Int { pages.count }
    /// Bitmaps holding a rectangle on page `page`.
    func liveCount(onPage page: Int) -> Int { page < pages.count ? pages[page].live : 0 }

    /// Limits the pages to the driver's texture size.
    func limit(to maxTextureSize: Int) { pageSide = min(1024, max(maxTextureSize, 64)) }

    /// Whether `slot` still holds its bitmap's pixels (its page was not emptied since).
    func isCurrent(_ slot: RasterSlot) -> Bool {
        slot.page < pages.count && pages[slot.page].generation == slot.generation
    }

    /// A rectangle for a `width` × `height` bitmap and its transparent pixel all round, or nil when it is too large
    /// or every page is full.
    func allocate(width: Int, height: Int) -> RasterSlot? {
        guard width > 0, height > 0, width <= largestSide, height <= largestSide else { return nil }
        let w = RasterAtlas.roundedUp(width + 2), h = RasterAtlas.roundedUp(height + 2)
        for index in pages.indices {
            if pages[index].live == 0, pages[index].packer.placedCount > 0 { empty(index) }
            if let corner = pages[index].packer.place(width: w, height: h) { return take(index, corner, w, h) }
        }
        guard pages.count < RasterAtlas.maximumPages else { return nil }
        lastGeneration &+= 1
        pages.append(Page(packer: ShelfPacker(width: pageSide, rows: pageSide), generation: lastGeneration))
        guard let corner = pages[pages.count - 1].packer.place(width: w, height: h) else { return nil }
        return take(pages.count - 1, corner, w, h)
    }

    /// Gives back `slot`'s rectangle; a page left without bitmaps is packed again from empty when next needed.
    func release(_ slot: RasterSlot) {
        guard isCurrent(slot), pages[slot.page].live > 0 else { return }
        pages[slot.page].live -= 1
    }

    /// Drops the empty pages at the end (the compositor frees their render targets).
    func trim() {
        while let last = pages.last, last.live == 0 { pages.removeLast() }
    }

    private func take(_ page: Int, _ corner: (x: Int, y: Int), _ w: Int, _ h: Int) -> RasterSlot {
        pages[page].live += 1
        return RasterSlot(page: page, x: corner.x, y: corner.y, width: w, height: h,
                          generation: pages[page].generation)
    }

    private func empty(_ page: Int) {
        pages[page].packer.reset()
        lastGeneration &+= 1
        pages[page].generation = lastGeneration
    }

    private static func roundedUp(_ value: Int) -> Int { (value + granularity - 1) / granularity * granularity }
}
