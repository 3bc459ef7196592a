// What of a tiled layer shows (docs/architecture.md "Layer classes": only visible tiles are drawn), worked out the same way from the model at a
// commit (CATiledLayer+Visibility.swift) and from the presentation at every frame (RenderTree+TileViews.swift): the
// layer's bounds, clipped by each ancestor that masks to bounds and by the viewport, in the layer's coordinates
// (spec §8.3 conversion: each level flattened to its parent's plane), and its on-screen scale — window points per
// layer point, the larger of its two axes at the visible area's centre — which picks the level of detail
// (TileGrid.swift). Plain values and no allocation, so the render thread can run it every frame.
import Foundation

/// Accumulates a layer's visible area while climbing its ancestors to the render context's space.
struct TileVisibility {
    /// From the layer's bounds space to the space climbed to so far.
    private var toSpace = CATransform3DIdentity
    private var visible: CGRect

    init(bounds: CGRect) {
        visible = bounds
    }

    /// Climbs one level: `parentFromLocal` maps the current space into the parent's bounds space (sublayer
    /// transform and flip included); `clip` is the parent's bounds when it masks to them.
    mutating func climb(_ parentFromLocal: CATransform3D, clip: CGRect?) {
        toSpace = toSpace.concatenating(parentFromLocal)
        // Flattened onto the parent's plane, as the layer is drawn (and as CALayer.convert projects each level).
        toSpace.m13 = 0; toSpace.m23 = 0; toSpace.m33 = 0; toSpace.m43 = 0
        if let clip, !visible.isNull { visible = visible.intersection(localBox(of: clip)) }
    }

    /// The visible part (layer coordinates) and the on-screen scale once the render context's space is reached,
    /// or nil when nothing of the layer shows in `viewport`.
    func area(viewport: CGSize) -> (rect: CGRect, zoom: CGFloat)? {
        guard !visible.isNull else { return nil }
        let rect = visible.intersection(localBox(of: CGRect(origin: .zero, size: viewport)))
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return nil }
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let origin = LayerGeometry.project(centre, through: toSpace)
        let alongX = LayerGeometry.project(CGPoint(x: centre.x + 1, y: centre.y), through: toSpace)
        let alongY = LayerGeometry.project(CGPoint(x: centre.x, y: centre.y + 1), through: toSpace)
        let zoom = max(hypot(alongX.x - origin.x, alongX.y - origin.y), hypot(alongY.x - origin.x, alongY.y - origin.y))
        return (rect, zoom.isFinite ? zoom : 1)
    }

    /// The bounding box, in the layer's coordinates, of a rect of the space climbed to.
    private func localBox(of r: CGRect) -> CGRect {
        let a = LayerGeometry.unproject(CGPoint(x: r.minX, y: r.minY), through: toSpace)
        let b = LayerGeometry.unproject(CGPoint(x: r.maxX, y: r.minY), through: toSpace)
        let c = LayerGeometry.unproject(CGPoint(x: r.minX, y: r.maxY), through: toSpace)
        let d = LayerGeometry.unproject(CGPoint(x: r.maxX, y: r.maxY), through: toSpace)
        let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
