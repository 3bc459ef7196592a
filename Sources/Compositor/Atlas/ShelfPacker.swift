// Shelf packing of rectangles into a fixed-width page, shared by the compositor's atlases: the frame's shape rasters
// (Shapes/ShapeAtlas, packed again every frame) and shouldRasterize bitmaps (Atlas/RasterAtlas, packed once and kept
// while they live). Rectangles fill a shelf left to right; one that does not fit opens a new shelf below, as tall as
// its tallest rectangle. Plain integers, no allocation.

/// Places rectangles on shelves in a `width` × `rows` page.
struct ShelfPacker {
    let width: Int
    var rows: Int
    private var shelfX = 0, shelfY = 0, shelfHeight = 0
    /// Rows down to the bottom of the lowest rectangle placed.
    private(set) var usedRows = 0
    /// How many rectangles were placed since the last reset.
    private(set) var placedCount = 0

    init(width: Int, rows: Int) {
        self.width = width
        self.rows = rows
    }

    /// Empties the page.
    mutating func reset() {
        shelfX = 0
        shelfY = 0
        shelfHeight = 0
        usedRows = 0
        placedCount = 0
    }

    /// The top-left corner of a free `width` × `height` rectangle, now taken; nil when the page has no room.
    mutating func place(width w: Int, height h: Int) -> (x: Int, y: Int)? {
        guard w > 0, h > 0, w <= width else { return nil }
        if shelfX + w > width {
            shelfY += shelfHeight
            shelfX = 0
            shelfHeight = 0
        }
        guard shelfY + h <= rows else { return nil }
        let x = shelfX, y = shelfY
        shelfX += w
        shelfHeight = max(shelfHeight, h)
        usedRows = max(usedRows, y + h)
        placedCount += 1
        return (x, y)
    }
}
