// The render tree: an immutable snapshot of a hosted layer tree, made at the outermost commit and handed to the
// compositor (DESIGN.md "The flow of one change"). Plain values only, no references back into the model,
// so the render thread can read it while the main thread keeps changing layers.
import Foundation

/// A committed layer tree, flattened depth-first (parents before their sublayers; index 0 is the root).
public struct RenderTree: Sendable {
    /// Layers in depth-first order; `RenderLayer.parentIndex` points back to an earlier entry.
    public var layers: [RenderLayer]
    /// Increases by one with every commit that produced a new snapshot.
    public var generation: UInt64
    /// The media time (CACurrentMediaTime) at which the commit happened.
    public var commitTime: Double
    /// The size of the render context's bounds in points (the window or offscreen target).
    public var viewportSize: CGSize

    /// Indices of the replicator layers, in tree order (found once per snapshot, so frames without replicators
    /// pay one emptiness check; RenderTree+Replication.swift).
    public let replicatorIndices: [Int32]
    /// Indices of the tiled layers, in tree order (their tiles' fade is stamped with each frame's time).
    public let tiledIndices: [Int32]

    public init(layers: [RenderLayer] = [], generation: UInt64 = 0, commitTime: Double = 0,
                viewportSize: CGSize = .zero) {
        self.layers = layers
        var replicators: [Int32] = [], tiled: [Int32] = []
        for index in layers.indices {
            switch layers[index].subclass {
            case .replicator?: replicators.append(Int32(index))
            case .tiledLayer?: tiled.append(Int32(index))
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
    public static let empty = RenderTree()
}
