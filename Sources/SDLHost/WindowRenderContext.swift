// The render context of a window (DECISIONS 1: layers count as on screen once a context hosts their tree and a
// commit has happened). Each outermost commit hands it an immutable RenderTree; the frame loop (or a render
// thread) takes the latest one under a lock, so it never touches model layers.
import CoreAnimation
import Foundation

/// Hosts the playground's root layer for a window and keeps the latest committed snapshot.
public final class WindowRenderContext: RenderContextHost {
    private let lock = NSLock()
    private var committed: RenderTree = .empty

    /// The snapshot of the most recent commit (safe to call from the render thread).
    public var currentTree: RenderTree {
        lock.lock()
        defer { lock.unlock() }
        return committed
    }

    public override func didCommit(_ tree: RenderTree) {
        lock.lock()
        committed = tree
        lock.unlock()
    }
}
