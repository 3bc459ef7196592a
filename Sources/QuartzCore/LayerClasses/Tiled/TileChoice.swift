// What a commit chose a tiled layer's tiles for (RenderTiles.choice), kept with the committed tiles so the render
// thread can tell, frame by frame, when the presentation shows a part or a level of detail the commit did not ask
// for, and where to say so (the layer's TileCompletions and the committing thread's run loop).
import Foundation
import RunLoopCore

/// The grid, level rules and tile span a commit chose, and the way back to the layer.
package struct TileChoice: Sendable {
    let grid: TileGrid
    let levelsOfDetail: Int
    let bias: Int
    /// The tiles the commit asked for; nil when nothing showed.
    let span: TileSpan?
    let completions: TileCompletions
    let wake: EventRunLoop?

    /// The tiles a view needs: the level for its scale and the columns and rows its visible part touches.
    @inline(__always)
    func span(for area: (rect: CGRect, zoom: CGFloat)?) -> TileSpan? {
        guard let area else { return nil }
        let level = grid.level(forScale: area.zoom, levelsOfDetail: levelsOfDetail, bias: bias)
        return grid.span(covering: area.rect, level: level)
    }
}
