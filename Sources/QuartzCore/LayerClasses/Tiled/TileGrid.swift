// The tile geometry of a CATiledLayer (Apple's CATiledLayer, tileSize, levelsOfDetail and levelsOfDetailBias
// pages): tileSize is in pixels, so at level k (contentsScale × 2^k pixels per point) a tile covers
// tileSize / (contentsScale × 2^k) points, in a grid from the bounds' origin, clipped at the bounds' far edges.
// The level for an on-screen scale z is the smallest power of two at or above z (tiles at least as sharp as the
// screen): ⌈log₂ z⌉, at most levelsOfDetailBias (the magnified levels, 2× … 2^bias) and at least
// −(levelsOfDetail − 1) (the minified levels, ½ … 2^−(n−1)), and never so low that the whole layer would be
// smaller than one pixel (Apple: "the bottom most level of detail must contain at least a single pixel").
import Foundation

/// A tiled layer's grid: pure geometry, computed on the main thread at each commit.
package struct TileGrid: Equatable, Sendable {
    package let bounds: CGRect
    /// Tile size in pixels (already checked positive and finite).
    package let tilePixels: CGSize
    /// Pixels per point at level 0.
    package let contentsScale: CGFloat

    package init(bounds: CGRect, tilePixels: CGSize, contentsScale: CGFloat) {
        self.bounds = bounds
        self.tilePixels = tilePixels
        self.contentsScale = contentsScale
    }

    /// Pixels per point of the tiles at `level`.
    package func pixelScale(level: Int) -> CGFloat { contentsScale * CGFloat(pow(2.0, Double(level))) }

    /// The coarsest level at which the whole layer still spans a pixel in each dimension.
    package var coarsestLevel: Int {
        let side = min(bounds.width, bounds.height) * contentsScale
        guard side > 1 else { return 0 }
        return Int((-log2(Double(side))).rounded(.up))
    }

    /// The level drawn for an on-screen scale `z` (window points per layer point).
    package func level(forScale z: CGFloat, levelsOfDetail: Int, bias: Int) -> Int {
        let lowest = max(-(max(levelsOfDetail, 1) - 1), coarsestLevel)
        let wanted = z > 0 && z.isFinite ? Int((log2(Double(z)) - 1e-9).rounded(.up)) : 0
        return max(min(wanted, max(bias, 0)), min(lowest, 0))
    }

    /// The size in points of a whole tile at `level`.
    package func tilePoints(level: Int) -> CGSize {
        let scale = pixelScale(level: level)
        return CGSize(width: tilePixels.width / scale, height: tilePixels.height / scale)
    }

    /// The rect of `key` in the layer's coordinates, clipped to the bounds.
    package func rect(of key: TileKey) -> CGRect {
        let side = tilePoints(level: key.level)
        let whole = CGRect(x: bounds.minX + CGFloat(key.column) * side.width,
                           y: bounds.minY + CGFloat(key.row) * side.height, width: side.width, height: side.height)
        return whole.intersection(bounds)
    }

    /// How many tiles at `level` cover `visible` (0 when it misses the bounds), without listing them.
    package func tileCount(covering visible: CGRect, level: Int) -> Int {
        guard let (columns, rows) = ranges(covering: visible, level: level) else { return 0 }
        return columns.count * rows.count
    }

    /// The tiles at `level` that `visible` (layer coordinates) touches, row by row, at most `limit` of them.
    package func keys(covering visible: CGRect, level: Int, limit: Int) -> [TileKey] {
        guard let (columns, rows) = ranges(covering: visible, level: level) else { return [] }
        var keys: [TileKey] = []
        keys.reserveCapacity(min(columns.count * rows.count, limit))
        for row in rows {
            for column in columns {
                guard keys.count < limit else { return keys }
                keys.append(TileKey(level: level, column: column, row: row))
            }
        }
        return keys
    }

    /// The level, columns and rows of the tiles `visible` touches at `level` (nil when it misses the bounds).
    package func span(covering visible: CGRect, level: Int) -> TileSpan? {
        guard let (columns, rows) = ranges(covering: visible, level: level) else { return nil }
        return TileSpan(level: level, columns: columns, rows: rows)
    }

    private func ranges(covering visible: CGRect, level: Int) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        let area = visible.intersection(bounds)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let side = tilePoints(level: level)
        // A tile's far edge is excluded: a visible rect ending exactly on a tile boundary does not touch the next.
        let firstColumn = Int(((area.minX - bounds.minX) / side.width).rounded(.down))
        let lastColumn = Int(((area.maxX - bounds.minX) / side.width).rounded(.up)) - 1
        let firstRow = Int(((area.minY - bounds.minY) / side.height).rounded(.down))
        let lastRow = Int(((area.maxY - bounds.minY) / side.height).rounded(.up)) - 1
        guard lastColumn >= firstColumn, lastRow >= firstRow else { return nil }
        return (firstColumn...lastColumn, firstRow...lastRow)
    }
}
