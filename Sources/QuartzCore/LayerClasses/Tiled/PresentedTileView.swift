// What the render thread saw of a tiled layer at a frame (RenderTree+TileViews.swift), handed to the next commit
// through TileCompletions so it asks for the tiles the presentation needs.
import Foundation

/// The visible part of a tiled layer in its coordinates and its on-screen scale at one frame; nil: nothing showed.
struct PresentedTileView: Sendable {
    let area: (rect: CGRect, zoom: CGFloat)?
}
