// The render context of a window (DECISIONS 1: layers count as on screen once a context hosts their tree and a
// commit has happened). Each outermost commit hands it an immutable RenderTree, which it keeps for screenshots and
// passes on (to the render thread's mailbox, the trace, the display link) through `onCommit`; it never lets the
// render side touch model layers.
import QuartzCore
import Foundation

/// Hosts the playground's root layer for a window and keeps the latest committed snapshot.
package final class WindowRenderContext: RenderContextHost {
    private let lock = NSLock()
    private var committed: RenderTree = .empty

    /// Called on the committing thread with each new snapshot.
    package var onCommit: ((RenderTree) -> Void)?

    /// The snapshot of the most recent commit.
    package var currentTree: RenderTree {
        lock.lock()
        defer { lock.unlock() }
        return committed
    }

    package override func didCommit(_ tree: RenderTree) {
        lock.lock()
        committed = tree
        lock.unlock()
        onCommit?(tree)
    }
}
