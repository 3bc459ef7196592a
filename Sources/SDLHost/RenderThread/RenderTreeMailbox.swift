// The hand-off between the committing (main) thread and the render thread (DESIGN.md "Value types for everything
// that crosses to the render thread"; DECISIONS 11): a condition-protected slot holding the latest committed
// RenderTree. Only Sendable snapshots cross; the render thread never sees a CALayer. Posting replaces the slot (the
// render thread always draws the newest commit) and wakes a render thread that went idle; taking copies the value
// out, which retains its arrays but allocates nothing.
import CoreAnimation
import Foundation

/// The latest committed render tree, readable from any thread.
public final class RenderTreeMailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var tree: RenderTree = .empty
    private var posts: UInt64 = 0
    private var interrupted = false

    public init() {}

    /// Replaces the tree the next frame will draw (call from the context's `didCommit`).
    public func post(_ newTree: RenderTree) {
        condition.lock()
        tree = newTree
        posts &+= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The most recently posted tree (`.empty` before the first post).
    public var latest: RenderTree {
        condition.lock()
        defer { condition.unlock() }
        return tree
    }

    /// How many trees have been posted (a new post changes it).
    public var postCount: UInt64 {
        condition.lock()
        defer { condition.unlock() }
        return posts
    }

    /// Blocks until a tree is posted after the `seen`-th post, or `interrupt()` is called.
    func waitForPost(after seen: UInt64) {
        condition.lock()
        while posts == seen && !interrupted { condition.wait() }
        interrupted = false
        condition.unlock()
    }

    /// Wakes a waiting render thread (used by stop()).
    func interrupt() {
        condition.lock()
        interrupted = true
        condition.broadcast()
        condition.unlock()
    }
}
