// The hand-off between the committing (main) thread and the render thread (DESIGN.md "Value types for everything
// that crosses to the render thread"; DECISIONS 11): a lock-protected slot holding the latest committed RenderTree.
// Only Sendable snapshots cross; the render thread never sees a CALayer. Posting replaces the slot (the render
// thread always draws the newest commit); taking copies the value out, which retains its arrays but allocates
// nothing.
import CoreAnimation
import Foundation

/// The latest committed render tree, readable from any thread.
public final class RenderTreeMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var tree: RenderTree = .empty

    public init() {}

    /// Replaces the tree the next frame will draw (call from the context's `didCommit`).
    public func post(_ newTree: RenderTree) {
        lock.lock()
        tree = newTree
        lock.unlock()
    }

    /// The most recently posted tree (`.empty` before the first post).
    public var latest: RenderTree {
        lock.lock()
        defer { lock.unlock() }
        return tree
    }
}
