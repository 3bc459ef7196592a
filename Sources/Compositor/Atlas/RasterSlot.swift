// Where one shouldRasterize bitmap lives in the raster atlas (Atlas/RasterAtlas): its page, the corner of the
// rectangle it was given (GL's rows, bottom up, as the page's framebuffer addresses them) and that rectangle's size,
// which may exceed the bitmap's so that a bitmap growing by a few pixels keeps its place. The bitmap sits one pixel
// in from the rectangle's corner: the rectangle is cleared whole, so a transparent pixel surrounds every bitmap and
// filtering at its edge never reads a neighbour.

/// A rectangle of a raster atlas page held by one bitmap.
struct RasterSlot: Equatable {
    let page: Int
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    /// The page's generation when the rectangle was given: a page emptied and packed again has a new one.
    let generation: UInt32

    /// Whether a `width` × `height` bitmap (with its transparent pixel all round) fits in the rectangle.
    func holds(width w: Int, height h: Int) -> Bool { w + 2 <= width && h + 2 <= height }

    /// The bitmap's bottom-left pixel in the page.
    var bitmapX: Int { x + 1 }
    var bitmapY: Int { y + 1 }
}
