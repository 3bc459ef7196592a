// The committed description of a CAReplicatorLayer (RenderSubclass.replicator): how many render-tree entries its
// sublayers take, the range the render thread copies per instance (RenderTree+Replication.swift). Its property
// values live in the record's `replicator` part, filled and animated through the property table.

/// A committed replicator's sublayer range. Immutable.
package final class RenderReplicator: Sendable {
    /// Entries after the replicator's own that hold its sublayers' subtrees (its mask's subtree comes after them
    /// and is not replicated). Set by the commit (RenderTreeBuilder), which knows where the subtrees end.
    package let sublayerEntryCount: Int

    package init(sublayerEntryCount: Int = 0) {
        self.sublayerEntryCount = sublayerEntryCount
    }

    /// This description with the sublayer range the commit measured.
    package func withSublayerEntryCount(_ count: Int) -> RenderReplicator {
        RenderReplicator(sublayerEntryCount: count)
    }
}
