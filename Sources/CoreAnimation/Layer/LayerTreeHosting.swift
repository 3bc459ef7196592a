// The shared hosting state of one layer tree (DECISIONS 1): every layer of a tree hosted by a render context
// points at the same object, so a property set learns "hosted and committed since hosting" with one load,
// without walking up the tree. The first change after a commit enqueues the tree on the changing thread's
// transaction, whose outermost commit snapshots it.

/// Hosting state shared by the layers of one hosted tree.
final class LayerTreeHosting {
    /// The render context hosting the tree.
    weak var host: RenderContextHost?
    /// True once a commit has produced a render tree since the tree was hosted (actions run only then).
    var hasCommitted = false
    /// True while the tree has changes waiting for a commit.
    var isDirty = false
    /// How many commits have published the tree: a layer's remembered published values (CALayer+Published)
    /// are current while they were taken after the latest of them.
    var commitCount: UInt64 = 0

    init(host: RenderContextHost) {
        self.host = host
    }

    /// Records a change: the first one since the last commit enqueues the tree on this thread's transaction
    /// (opening the implicit transaction when none is open).
    @inline(__always)
    func markChanged() {
        guard !isDirty else { return }
        isDirty = true
        CATransaction.enqueueChangedTree(self)
    }
}
