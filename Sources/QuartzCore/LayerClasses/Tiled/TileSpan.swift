// A block of tiles of one level of detail (TileGrid.span): what a view of a tiled layer needs, compared frame by
// frame without listing the tiles.

/// The tiles of one level whose columns and rows lie in two ranges.
package struct TileSpan: Equatable, Sendable {
    package let level: Int
    package let columns: ClosedRange<Int>
    package let rows: ClosedRange<Int>
}
