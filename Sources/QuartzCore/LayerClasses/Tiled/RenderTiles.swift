// The committed tiles of a CATiledLayer (RenderLayerClass.tiled): immutable values the render thread reads.
// Each tile is an image for a rect of the layer with the media time its image arrived at a commit; the compositor
// fades it in over fadeDuration from then (CATiledLayer.fadeDuration()), over the image it replaces when a redrawn
// tile arrives (so an invalidated tile never flashes empty). Coarser levels come first, so finer ones cover them.
import Foundation

/// One drawn tile.
package struct RenderTile: Sendable {
    /// The tile's rect in the layer's coordinates (bounds space, bounds origin included).
    package let rect: CGRect
    package let image: CGImage
    /// The media time of the commit that first showed this image.
    package let readyTime: Double
    /// The image this one replaces, drawn opaque beneath it until its fade ends (nil: none).
    package let previous: CGImage?
    package let key: TileKey
}

/// A tiled layer's tiles for one commit, drawn in order.
package final class RenderTiles: Sendable {
    package let tiles: [RenderTile]
    package let fadeDuration: Double
    /// When the last fade ends (the compositor keeps drawing frames until then).
    package let fadeEnd: Double
    /// What the commit chose them for, and the way to ask for others (nil: tiles made outside a tiled layer).
    package let choice: TileChoice?

    package init(tiles: [RenderTile], fadeDuration: Double, choice: TileChoice? = nil) {
        self.tiles = tiles
        self.fadeDuration = fadeDuration
        self.choice = choice
        fadeEnd = (tiles.map(\.readyTime).max() ?? -.infinity) + fadeDuration
    }

    /// The opacity a tile has at media time `time`: 0 → 1 linearly over fadeDuration from its ready time.
    @inline(__always)
    package func alpha(of tile: RenderTile, at time: Double) -> Float {
        guard fadeDuration > 0 else { return 1 }
        return Float(min(max((time - tile.readyTime) / fadeDuration, 0), 1))
    }
}
