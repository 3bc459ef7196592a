// The render tree: an immutable snapshot of a hosted layer tree, made at the outermost commit and handed to the
// compositor (docs/architecture.md "The flow of one change"). Values and immutable objects, never a layer, so the
// render thread can read it while the main thread keeps changing layers; the one path back is a tiled layer's
// TileChoice, which holds the layer's locked TileCompletions hand-over and its run loop, so the render thread can
// report what of the layer it shows (docs/architecture.md "Threads", tile feedback).
//
// Public only as a name: a RenderContextHost subclass outside QuartzCore receives it in didCommit(_:); every member
// is package (docs/api.md "Engine extensions").
import Foundation

/// A committed layer tree, flattened depth-first (parents before their sublayers; index 0 is the root).
public struct RenderTree: Sendable {
    /// Layers in depth-first order; `RenderLayer.parentIndex` points back to an earlier entry.
    package var layers: [RenderLayer]
    /// Increases by one with every commit that produced a new snapshot.
    package var generation: UInt64
    /// The media time (CACurrentMediaTime) at which the commit happened.
    package var commitTime: Double
    /// The size of the render context's bounds in points (the window or offscreen target).
    package var viewportSize: CGSize

    /// Indices of the replicator layers, in tree order (found once per snapshot, so frames without replicators
    /// pay one emptiness check; RenderTree+Replication.swift).
    package let replicatorIndices: [Int32]
    /// Indices of the tiled layers, in tree order (their tiles' fade is stamped with each frame's time).
    package let tiledIndices: [Int32]

    package init(layers: [RenderLayer] = [], generation: UInt64 = 0, commitTime: Double = 0,
                viewportSize: CGSize = .zero) {
        self.layers = layers
        var replicators: [Int32] = [], tiled: [Int32] = []
        for index in layers.indices {
            switch layers[index].layerClass {
            case .replicator: replicators.append(Int32(index))
            case .tiled: tiled.append(Int32(index))
            default: break
            }
        }
        replicatorIndices = replicators
        tiledIndices = tiled
        self.generation = generation
        self.commitTime = commitTime
        self.viewportSize = viewportSize
    }

    /// An empty tree: what the compositor shows before the first commit.
    package static let empty = RenderTree()
}
