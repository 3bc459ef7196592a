// What of a tiled layer shows at a commit (the compositor's view of the model tree, issue 16: only visible tiles
// are drawn): its bounds, seen through the render context's viewport and every ancestor that masks to bounds
// (a CAScrollLayer included), nothing when it or an ancestor is hidden or the tree is not hosted; and its
// on-screen scale (window points per layer point, the larger of its two axes at the visible area's centre),
// which picks the level of detail (TileGrid.swift).
import Foundation

extension CATiledLayer {
    /// This commit's request to the tile store.
    func tileRequest() -> TileRequest {
        var scale = values.contentsScale
        if !(scale > 0) || !scale.isFinite { scale = 1 }
        let grid = TileGrid(bounds: values.bounds, tilePixels: tiling.tileSize, contentsScale: scale)
        var visible: (CGRect, Int)?
        if let (rect, zoom) = visibleArea() {
            visible = (rect, grid.level(forScale: zoom, levelsOfDetail: tiling.levelsOfDetail,
                                        bias: tiling.levelsOfDetailBias))
        }
        return TileRequest(grid: grid, visible: visible, fadeDuration: type(of: self).fadeDuration(),
                           isOpaque: values.isOpaque, flipped: contentsAreFlipped())
    }

    /// The visible part of the bounds in layer coordinates and the on-screen scale, or nil when nothing shows.
    func visibleArea() -> (CGRect, CGFloat)? {
        guard let host = hosting?.host, !values.isHidden, values.opacity > 0 else { return nil }
        var visible = values.bounds.intersection(convert(CGRect(origin: .zero, size: host.viewportSize), from: nil))
        var ancestor = superlayerStorage
        while let layer = ancestor, !visible.isNull {
            if layer.values.isHidden || layer.values.opacity <= 0 { return nil }
            if layer.values.masksToBounds { visible = visible.intersection(convert(layer.values.bounds, from: layer)) }
            ancestor = layer.superlayerStorage
        }
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        let centre = CGPoint(x: visible.midX, y: visible.midY)
        let origin = convert(centre, to: nil)
        let alongX = convert(CGPoint(x: centre.x + 1, y: centre.y), to: nil)
        let alongY = convert(CGPoint(x: centre.x, y: centre.y + 1), to: nil)
        let zoom = max(hypot(alongX.x - origin.x, alongX.y - origin.y), hypot(alongY.x - origin.x, alongY.y - origin.y))
        return (visible, zoom.isFinite ? zoom : 1)
    }
}
