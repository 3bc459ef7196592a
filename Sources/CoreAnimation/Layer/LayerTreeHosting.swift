// The shared hosting state of one layer tree (DECISIONS 1): every layer of a tree hosted by a render context
// points at the same object, so a property set learns "hosted and committed since hosting" with one load,
// without walking up the tree.

/// Hosting state shared by the layers of one hosted tree.
final class LayerTreeHosting {
    /// The render context hosting the tree.
    weak var host: RenderContextHost?
    /// True once a commit has produced a render tree since the tree was hosted (actions run only then).
    var hasCommitted = false
    /// True when the tree changed since the last commit (the next commit makes a new snapshot).
    var isDirty = true

    init(host: RenderContextHost) {
        self.host = host
    }
}
