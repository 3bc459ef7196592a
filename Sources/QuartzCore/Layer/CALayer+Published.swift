// When a layer remembers what the last commit published, and what it reads back (spec §2.1 "only the outermost
// commit publishes", §8.1 presentation() "as they were at the start of the current transaction"; DECISIONS 6):
// the first change to a committed layer after a commit remembers the state before it in the layer's
// PublishedState (PublishedState.swift, which owns it), so presentation() and hit testing on it keep showing the
// published state until the outermost commit publishes the new one — an inner begin()/commit() pair publishes
// nothing. Values are kept property by property; the tree's shape the same way: the first insertion or removal of
// a sublayer after a commit remembers the list before it, so presentation().sublayers (Apple: "the corresponding
// objects from the presentation tree (not the model tree)") shows the published sublayers, and a layer not yet
// published has no presentation layer. The mask follows the same rule. The commit's walk tells each layer it
// was published (`didPublish()`, RenderTreeBuilder).

extension CALayer {
    /// Called before a change to `property` (nil: a change its key does not name) of a layer of a committed tree
    /// stores its value.
    @inline(__always)
    func rememberPublishedValue(of property: LayerProperty?, _ hosting: LayerTreeHosting) {
        publishedState.rememberValue(of: property, in: &values, commit: hosting.commitCount)
    }

    /// The values the last commit of this layer's tree published: the remembered ones while a change is waiting
    /// for a commit, else the model values (nothing changed since, or the layer is not in a committed tree).
    var publishedValues: LayerModel {
        publishedState.values(over: values, commit: hosting?.commitCount)
    }

    /// Before a store that bypasses the change sequence (`style`, `setModelValue`): while this transaction
    /// remembers changes, the whole published model is kept from here on, so the store does not show through.
    func rememberPublishedValuesBeforeRawStore() {
        publishedState.rememberValuesBeforeRawStore(of: values, commit: hosting?.commitCount)
    }

    /// Called before the sublayer list of a layer changes.
    func rememberPublishedSublayers() {
        guard let hosting, hosting.hasCommitted else { return }
        publishedState.rememberSublayers(sublayerList.array, commit: hosting.commitCount)
    }

    /// The sublayers the last commit of this layer's tree published: the remembered list while a change to it is
    /// waiting for a commit, else the model's.
    var publishedSublayers: [CALayer] {
        publishedState.sublayers(over: sublayerList.array, commit: hosting?.commitCount)
    }

    /// Called before the mask of a layer changes (set, replaced, or taken away).
    func rememberPublishedMask() {
        guard let hosting, hosting.hasCommitted else { return }
        publishedState.rememberMask(maskStorage, commit: hosting.commitCount)
    }

    /// The mask the last commit of this layer's tree published: the remembered one while a change to it is waiting
    /// for a commit, else the model's.
    var publishedMask: CALayer? {
        publishedState.mask(over: maskStorage, commit: hosting?.commitCount)
    }

    /// The commit published this layer as it is now (RenderTreeBuilder's walk): what it remembered is forgotten.
    @inline(__always)
    func didPublish() {
        publishedState.published(&values)
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
