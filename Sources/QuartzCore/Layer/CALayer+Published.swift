// What the last commit published (spec §2.1 "only the outermost commit publishes", §8.1 presentation() "as they
// were at the start of the current transaction"; DECISIONS 6): the first change to a committed layer after a
// commit remembers the values before it, so presentation() and hit testing on it keep showing the published
// state until the outermost commit publishes the new one — an inner begin()/commit() pair publishes nothing.
// The values are kept property by property (CALayer+PublishedValues.swift). The tree's shape is kept the same way: the first insertion or removal of a sublayer after a commit remembers the list before
// it, so presentation().sublayers (Apple: "the corresponding objects from the presentation tree (not the model
// tree)") shows the published sublayers, and a layer not yet published has no presentation layer. The mask follows
// the same rule: setting, replacing or removing it remembers the published one first.

extension CALayer {
    /// Called before the sublayer list of a layer changes.
    func rememberPublishedSublayers() {
        guard let hosting, hosting.hasCommitted,
              publishedSublayersStorage == nil || publishedSublayersCommit != hosting.commitCount else { return }
        publishedSublayersStorage = sublayerStorage
        publishedSublayersCommit = hosting.commitCount
    }

    /// The sublayers the last commit of this layer's tree published: the remembered list while a change to it is
    /// waiting for a commit, else the model's.
    var publishedSublayers: [CALayer] {
        guard let remembered = publishedSublayersStorage, let hosting,
              publishedSublayersCommit == hosting.commitCount else { return sublayerStorage }
        return remembered
    }

    /// Called before the mask of a layer changes (set, replaced, or taken away).
    func rememberPublishedMask() {
        guard let hosting, hosting.hasCommitted,
              publishedMaskStorage == nil || publishedMaskCommit != hosting.commitCount else { return }
        publishedMaskStorage = .some(maskStorage)
        publishedMaskCommit = hosting.commitCount
    }

    /// The mask the last commit of this layer's tree published: the remembered one while a change to it is waiting
    /// for a commit, else the model's.
    var publishedMask: CALayer? {
        guard case .some(let remembered) = publishedMaskStorage, let hosting,
              publishedMaskCommit == hosting.commitCount else { return maskStorage }
        return remembered
    }

    /// Whether the last commit published this layer: each superlayer up to the root listed it among its published
    /// sublayers, and each layer it masks on the way published it as its mask.
    var isInPublishedTree: Bool {
        var current = self
        while true {
            if let parent = current.superlayerStorage {
                guard parent.publishedSublayers.contains(where: { $0 === current }) else { return false }
                current = parent
            } else if let owner = current.maskedLayer {
                guard owner.publishedMask === current else { return false }
                current = owner
            } else {
                return true
            }
        }
    }
}
