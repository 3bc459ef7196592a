// One tile of a CATiledLayer: its level of detail (the power of two its pixels are scaled by, 0 = contentsScale)
// and its column and row in that level's grid, counted from the bounds' origin (TileGrid.swift).

/// Names a tile of a CATiledLayer's grid at one level of detail.
package struct TileKey: Hashable, Sendable {
    /// The level's exponent: its tiles hold contentsScale × 2^level pixels per point (negative: zoomed out).
    package let level: Int
    package let column: Int
    package let row: Int

    package init(level: Int, column: Int, row: Int) {
        self.level = level
        self.column = column
        self.row = row
    }
}
