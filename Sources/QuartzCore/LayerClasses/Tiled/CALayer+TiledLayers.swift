// Waiting for a tree's tiled layers (CATiledLayer.swift): for a driver that steps frames by hand without a run
// loop (the playground's SceneHarness for screenshots and scene tests), the stand-in for the run-loop wake-up the
// tile worker sends, so each frame commits the tiles the previous commit asked for, deterministically.
import Foundation

extension CALayer {
    /// Waits until every CATiledLayer in this layer's tree has drawn the tiles it asked for (at most `timeout`
    /// seconds each) and marks those with new tiles changed, so the next commit shows them.
    package func waitUntilTiledLayersDrawn(timeout: Double = 30) {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            if let tiled = layer as? CATiledLayer { tiled.waitUntilTilesDrawn(timeout: timeout) }
            pending.append(contentsOf: layer.sublayerList)
            if let mask = layer.maskStorage { pending.append(mask) }
        }
    }
}
