// What the last commit of a layer's tree published, while changes wait for the outermost commit (spec §2.1 "only the
// outermost commit publishes", §8.1 presentation() "as they were at the start of the current transaction";
// DECISIONS 6; docs/architecture.md "The flow of one change"). Owned by the layer (CALayer+Published.swift says
// when each part is remembered and read); its state is private to this file.
//
// Values are kept property by property: the first change of a built-in property after a commit copies only that
// property's old value into the storage and marks it in `changed`; the published model is the current one with
// those values put back. A change its key does not name, or a store that bypasses the change sequence while
// changes are remembered, keeps the whole published model instead. The commit puts the stored fields back to the
// model's values (so the storage holds no reference to a replaced value) and keeps the storage for the next
// transaction. The sublayer list and the mask are remembered whole, at their first change after a commit.
// Each part carries the hosting commit count it was taken at: once another commit published, it is stale.

/// A layer's published values, sublayers and mask, remembered at the first change after each commit.
struct PublishedState {
    /// The published values of the properties in `changed` (the others: the model's), or the whole published model
    /// when `valuesAreWhole`; nil until the layer's first change after a commit.
    private var values: LayerModel?
    private var valuesCommit: UInt64 = 0
    private var changed = LayerPropertySet()
    /// Whether a field in `changed` holds a reference (a colour, image, path, string, array): only then does the
    /// commit copy the changed fields back (a plain field left stale in the storage is never read: the storage is
    /// read only at the fields `changed` names, each copied in when it joins).
    private var changedHoldReferences = false
    private var valuesAreWhole = false
    private var sublayers: [CALayer]?
    private var sublayersCommit: UInt64 = 0
    /// `.some(nil)`: the published tree had no mask.
    private var mask: CALayer??
    private var maskCommit: UInt64 = 0

    // MARK: Values

    /// Before a change to `property` (nil: a change its key does not name) of a layer of a tree published
    /// `commit` times stores its value: remembers the value in `model` the first time.
    @inline(__always)
    mutating func rememberValue(of property: LayerProperty?, in model: inout LayerModel, commit: UInt64) {
        if values == nil || valuesCommit != commit { start(&model, commit: commit) }
        guard !valuesAreWhole else { return }
        guard let property else { return rememberWholeValues(model) }
        guard !changed.contains(property) else { return }
        changed.insert(property)
        let layout = property.layout
        if !layout.modelFormat.holdsNoReferences { changedHoldReferences = true }
        withUnsafeBytes(of: &model) { source in
            withUnsafeMutableBytes(of: &values!) { published in
                layout.modelFormat.copyField(from: source.baseAddress! + layout.modelOffset,
                                             to: published.baseAddress! + layout.modelOffset)
            }
        }
    }

    /// The values the last commit published: `model` with the remembered ones put back while they are current
    /// (`commit`: the tree's commit count now; nil when the layer is not in a committed tree).
    func values(over model: LayerModel, commit: UInt64?) -> LayerModel {
        guard var stored = values, valuesCommit == commit else { return model }
        if valuesAreWhole { return stored }
        var published = model
        withUnsafeMutableBytes(of: &published) { result in
            withUnsafeBytes(of: &stored) { kept in
                changed.forEach { property in
                    let layout = property.layout
                    layout.modelFormat.copyField(from: kept.baseAddress! + layout.modelOffset,
                                                 to: result.baseAddress! + layout.modelOffset)
                }
            }
        }
        return published
    }

    /// Before a store that bypasses the change sequence (`style`, `setModelValue`): while this transaction
    /// remembers changes, the whole published model is kept from here on, so the store does not show through.
    mutating func rememberValuesBeforeRawStore(of model: LayerModel, commit: UInt64?) {
        guard values != nil, valuesCommit == commit, !valuesAreWhole else { return }
        rememberWholeValues(model)
    }

    // MARK: Tree

    /// Before the sublayer list changes, in a tree published `commit` times: remembers `list` the first time.
    mutating func rememberSublayers(_ list: [CALayer], commit: UInt64) {
        guard sublayers == nil || sublayersCommit != commit else { return }
        sublayers = list
        sublayersCommit = commit
    }

    /// The sublayers the last commit published: the remembered list while current, else `model`.
    func sublayers(over model: [CALayer], commit: UInt64?) -> [CALayer] {
        guard let sublayers, sublayersCommit == commit else { return model }
        return sublayers
    }

    /// Before the mask changes (set, replaced, taken away), in a tree published `commit` times: remembers
    /// `current` the first time.
    mutating func rememberMask(_ current: CALayer?, commit: UInt64) {
        guard mask == nil || maskCommit != commit else { return }
        mask = .some(current)
        maskCommit = commit
    }

    /// The mask the last commit published: the remembered one while current, else `model`.
    func mask(over model: CALayer?, commit: UInt64?) -> CALayer? {
        guard case .some(let remembered) = mask, maskCommit == commit else { return model }
        return remembered
    }

    // MARK: The commit

    /// The commit published `model` and the tree: the stored fields go back to the model's values (dropping
    /// references to replaced values), a whole published model, the sublayers and the mask are dropped. Mutating
    /// even when nothing is held, so the layer's state is read where it lies: a getter on the layer's copy of this
    /// state copied it (a kilobyte a layer, each commit).
    @inline(__always)
    mutating func published(_ model: inout LayerModel) {
        guard values != nil || sublayers != nil || mask != nil else { return }
        forget(&model)
    }

    private mutating func forget(_ model: inout LayerModel) {
        if valuesAreWhole {
            values = nil
            valuesAreWhole = false
        } else if values != nil {
            restore(from: &model)
        }
        sublayers = nil
        mask = nil
    }

    // MARK: Internals

    /// The first change after a commit: an empty record, on the kept storage when there is one.
    @inline(never)
    private mutating func start(_ model: inout LayerModel, commit: UInt64) {
        valuesCommit = commit
        if values == nil || valuesAreWhole {
            values = model
            valuesAreWhole = false
            changed = LayerPropertySet()
            changedHoldReferences = false
        } else {
            restore(from: &model)   // a record no commit published (the layer left the tree meanwhile)
        }
    }

    /// From here on the storage holds the whole published model.
    @inline(never)
    private mutating func rememberWholeValues(_ model: LayerModel) {
        values = values(over: model, commit: valuesCommit)
        valuesAreWhole = true
        changed = LayerPropertySet()
        changedHoldReferences = false
    }

    /// Puts the stored fields back to `model`'s values (when one holds a reference: plain fields need not be) and
    /// empties the record.
    private mutating func restore(from model: inout LayerModel) {
        guard !changed.isEmpty else { return }
        guard changedHoldReferences else {
            changed = LayerPropertySet()
            return
        }
        withUnsafeBytes(of: &model) { source in
            withUnsafeMutableBytes(of: &values!) { published in
                changed.forEach { property in
                    let layout = property.layout
                    layout.modelFormat.copyField(from: source.baseAddress! + layout.modelOffset,
                                                 to: published.baseAddress! + layout.modelOffset)
                }
            }
        }
        changed = LayerPropertySet()
        changedHoldReferences = false
    }
}
