// Tiled layers follow the presentation (docs/architecture.md "Layer classes"; Apple's CATiledLayer draws the tiles "visible on screen"): each
// frame, once the layers are evaluated, the render thread works out what of every tiled layer its presentation
// shows (TileVisibility, through the evaluated geometry of it and its ancestors) and, when that needs other tiles
// than its last commit chose (another level of detail, or columns and rows the commit did not cover), hands the view
// to the layer (TileCompletions.present), which wakes the committing thread; its next commit asks for those tiles.
// So an animated zoom or scroll brings the level and tiles of what is on screen as it runs, not only those of where
// the model already is. Steady state costs a walk up each tiled layer's ancestors per frame and allocates nothing.
import Foundation

extension RenderTree {
    /// Tells each tiled layer whose evaluated view in `output` needs other tiles than its commit chose.
    func reportTileViews(_ output: [RenderLayer]) {
        guard !tiledIndices.isEmpty else { return }
        output.withUnsafeBufferPointer { layers in
            for index in tiledIndices where Int(index) < layers.count {
                guard case .tiled(let tiles, _) = layers[Int(index)].layerClass, let choice = tiles.choice,
                      let view = presentedView(of: Int(index), in: layers),
                      choice.span(for: view.area) != choice.span else { continue }
                choice.completions.present(view, wake: choice.wake)
            }
        }
    }

    /// What of layer `index` shows in the evaluated `layers`; nil when it cannot be told here (it is inside a mask
    /// or a transition's detached subtree, which the commit's model view covers).
    private func presentedView(of index: Int, in layers: UnsafeBufferPointer<RenderLayer>) -> PresentedTileView? {
        guard let base = layers.baseAddress else { return nil }
        var node = base + index
        var current = index
        if node.pointee.isHidden || node.pointee.opacity <= 0 { return PresentedTileView(area: nil) }
        var visibility = TileVisibility(bounds: node.pointee.bounds)
        while true {
            // Field by field through the pointer: copying a whole RenderLayer would retain its references.
            guard !node.pointee.isMask, !node.pointee.isDetachedTransitionRoot else { return nil }
            let own = LayerGeometry.parentFromLocal(bounds: node.pointee.bounds, position: node.pointee.position,
                                                    anchorPoint: node.pointee.anchorPoint,
                                                    anchorPointZ: node.pointee.anchorPointZ,
                                                    zPosition: node.pointee.zPosition,
                                                    transform: node.pointee.transform)
            let parentIndex = Int(node.pointee.parentIndex)
            // Parents come before their sublayers: anything else is not a parent and ends the climb.
            guard parentIndex >= 0, parentIndex < current else {
                visibility.climb(own, clip: nil)
                break
            }
            let parent = base + parentIndex
            if parent.pointee.isHidden || parent.pointee.opacity <= 0 { return PresentedTileView(area: nil) }
            let matrix = LayerGeometry.intoParentSpace(own, parentBounds: parent.pointee.bounds,
                                                       parentAnchorPoint: parent.pointee.anchorPoint,
                                                       parentSublayerTransform: parent.pointee.sublayerTransform,
                                                       parentFlipped: parent.pointee.isGeometryFlipped)
            visibility.climb(matrix, clip: parent.pointee.masksToBounds ? parent.pointee.bounds : nil)
            node = parent
            current = parentIndex
        }
        return PresentedTileView(area: visibility.area(viewport: viewportSize))
    }
}
