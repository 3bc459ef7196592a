// A block of tiles of one level of detail (TileGrid.span): what a view of a tiled layer needs, compared frame by
// frame without listing the tiles.

/// The tiles of one level whose columns and rows lie in two ranges.
public struct TileSpan: Equatable, Sendable {
    public let level: Int
    public let columns: ClosedRange<Int>
    public let rows: ClosedRange<Int>
}
