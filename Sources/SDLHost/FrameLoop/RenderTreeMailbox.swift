// The hand-off between the committing (main) thread and the render thread (docs/architecture.md "Conventions": values
// cross threads, Sendable; DECISIONS 11): a condition-protected slot holding the latest committed
// RenderTree and the window size the main thread read with it (FrameSurface). Only Sendable values cross; the
// render thread never sees a CALayer or calls SDL's window-size functions. Posting replaces the slot (the render
// thread always draws the newest commit) and wakes a render thread that went idle; taking copies the values out,
// which retains the tree's arrays but allocates nothing.
import QuartzCore
import Foundation

/// The latest committed render tree and surface, readable from any thread.
/// @unchecked: every `var` is read and changed only while holding `condition`'s lock.
package final class RenderTreeMailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var tree: RenderTree = .empty
    private var surface = FrameSurface(pixelWidth: 0, pixelHeight: 0, pointSize: .zero)
    private var posts: UInt64 = 0
    private var interrupted = false

    package init() {}

    /// Replaces the tree the next frame will draw (call from the context's `didCommit`); `surface`, when given,
    /// replaces the size frames are drawn at (read on the main thread).
    package func post(_ newTree: RenderTree, surface newSurface: FrameSurface? = nil) {
        condition.lock()
        tree = newTree
        if let newSurface { surface = newSurface }
        posts &+= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Sets the size frames are drawn at without a new tree (a window's size read on the main thread).
    package func setSurface(_ newSurface: FrameSurface) {
        condition.lock()
        surface = newSurface
        condition.unlock()
    }

    /// Posts the latest tree again, so an idle frame loop draws one more frame (a screenshot request).
    package func repost() {
        condition.lock()
        posts &+= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The most recently posted tree (`.empty` before the first post).
    package var latest: RenderTree {
        condition.lock()
        defer { condition.unlock() }
        return tree
    }

    /// The latest tree with its surface and the post count it belongs to, read together.
    func take() -> (tree: RenderTree, surface: FrameSurface, posts: UInt64) {
        condition.lock()
        defer { condition.unlock() }
        return (tree, surface, posts)
    }

    /// How many trees have been posted (a new post changes it).
    package var postCount: UInt64 {
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
