// What of a tiled layer shows at a commit, and so which tiles it asks for: the presentation's view the render
// thread last reported when there is one (RenderTree+TileViews.swift: an animated zoom or scroll picks tiles for
// what is on screen, frame by frame, not for where the model already is), else the model tree's (TileVisibility:
// its bounds through the render context's viewport and every ancestor that masks to bounds, a CAScrollLayer
// included; nothing when it or an ancestor is hidden or the tree is not hosted). The on-screen scale picks the
// level of detail (TileGrid.swift).
import Foundation

extension CATiledLayer {
    /// This commit's request to the tile store.
    func tileRequest() -> TileRequest {
        var scale = values.contentsScale
        if !(scale > 0) || !scale.isFinite { scale = 1 }
        let grid = TileGrid(bounds: values.bounds, tilePixels: tiling.tileSize, contentsScale: scale)
        let presented = tileStore.completions.takePresentedView()
        var visible: (CGRect, Int)?
        if let (rect, zoom) = presented.map({ $0.area }) ?? visibleArea() {
            visible = (rect, grid.level(forScale: zoom, levelsOfDetail: tiling.levelsOfDetail,
                                        bias: tiling.levelsOfDetailBias))
        }
        return TileRequest(grid: grid, visible: visible, fadeDuration: type(of: self).fadeDuration(),
                           isOpaque: values.isOpaque, flipped: contentsAreFlipped(),
                           levelsOfDetail: tiling.levelsOfDetail, bias: tiling.levelsOfDetailBias)
    }

    /// The visible part of the bounds in layer coordinates and the on-screen scale in the model tree, or nil when
    /// nothing shows.
    func visibleArea() -> (CGRect, CGFloat)? {
        guard let host = hosting?.host, !values.isHidden, values.opacity > 0 else { return nil }
        var visibility = TileVisibility(bounds: values.bounds)
        var layer: CALayer = self
        while true {
            let parent = layer.superlayerStorage
            if let parent, parent.values.isHidden || parent.values.opacity <= 0 { return nil }
            visibility.climb(layer.parentFromLocalMatrix(),
                             clip: parent.flatMap { $0.values.masksToBounds ? $0.values.bounds : nil })
            guard let parent else { break }
            layer = parent
        }
        return visibility.area(viewport: host.viewportSize).map { ($0.rect, $0.zoom) }
    }
}
