// The published values of a layer property by property (spec §8.1 presentation() "as they were at the start of
// the current transaction"; DECISIONS 6; CALayer+Published.swift): a change to a built-in property of a committed
// layer copies only that property's old value into `publishedValuesStorage` (the first time it changes in the
// transaction) and marks it in `publishedValuesChanged`; the published model is the current one with those values
// put back. A property set costs one field copy instead of a copy of the whole LayerModel (about 1,250 instructions
// a set). A change the key does not name, or a store that bypasses the change sequence while changes are
// remembered, keeps the whole published model instead, as before. The commit puts the stored fields back to the
// model's values, so the storage holds no reference to a replaced value, and keeps it for the next transaction.

extension CALayer {
    /// Called before a change to `property` (nil: a change its key does not name) of a layer of a committed tree
    /// stores its value.
    @inline(__always)
    func rememberPublishedValue(of property: LayerProperty?, _ hosting: LayerTreeHosting) {
        if publishedValuesStorage == nil || publishedValuesCommit != hosting.commitCount {
            startPublishedValues(hosting)
        }
        guard !publishedValuesAreWhole else { return }
        guard let property else { return rememberWholePublishedValues() }
        guard !publishedValuesChanged.contains(property) else { return }
        publishedValuesChanged.insert(property)
        let layout = property.layout
        withUnsafeBytes(of: &values) { model in
            withUnsafeMutableBytes(of: &publishedValuesStorage!) { published in
                layout.modelFormat.copyField(from: model.baseAddress! + layout.modelOffset,
                                             to: published.baseAddress! + layout.modelOffset)
            }
        }
    }

    /// The values the last commit of this layer's tree published: the remembered ones while a change is waiting
    /// for a commit, else the model values (nothing changed since, or the layer is not in a committed tree).
    var publishedValues: LayerModel {
        guard publishedValuesStorage != nil, let hosting, publishedValuesCommit == hosting.commitCount else {
            return values
        }
        if publishedValuesAreWhole { return publishedValuesStorage! }
        var published = values
        withUnsafeMutableBytes(of: &published) { result in
            withUnsafeBytes(of: &publishedValuesStorage!) { stored in
                publishedValuesChanged.forEach { property in
                    let layout = property.layout
                    layout.modelFormat.copyField(from: stored.baseAddress! + layout.modelOffset,
                                                 to: result.baseAddress! + layout.modelOffset)
                }
            }
        }
        return published
    }

    /// Before a store that bypasses the change sequence (`style`, `setModelValue`): while this transaction
    /// remembers changes, the whole published model is kept from here on, so the store does not show through.
    func rememberPublishedValuesBeforeRawStore() {
        guard publishedValuesStorage != nil, let hosting, publishedValuesCommit == hosting.commitCount,
              !publishedValuesAreWhole else { return }
        rememberWholePublishedValues()
    }

    /// The commit published the model: the stored fields go back to the model's values (dropping references to
    /// replaced values); a whole published model is dropped.
    func publishedValuesPublished() {
        if publishedValuesAreWhole {
            publishedValuesStorage = nil
            publishedValuesAreWhole = false
        } else {
            restorePublishedStorage()
        }
    }

    /// The first change after a commit: an empty record, on the kept storage when there is one.
    @inline(never)
    private func startPublishedValues(_ hosting: LayerTreeHosting) {
        publishedValuesCommit = hosting.commitCount
        if publishedValuesStorage == nil || publishedValuesAreWhole {
            publishedValuesStorage = values
            publishedValuesAreWhole = false
            publishedValuesChanged = LayerPropertySet()
        } else {
            restorePublishedStorage()   // a record no commit published (the layer left the tree meanwhile)
        }
    }

    /// From here on the storage holds the whole published model.
    @inline(never)
    private func rememberWholePublishedValues() {
        publishedValuesStorage = publishedValues
        publishedValuesAreWhole = true
        publishedValuesChanged = LayerPropertySet()
    }

    /// Puts the stored fields back to the model's values and empties the record.
    private func restorePublishedStorage() {
        guard !publishedValuesChanged.isEmpty else { return }
        withUnsafeBytes(of: &values) { model in
            withUnsafeMutableBytes(of: &publishedValuesStorage!) { published in
                publishedValuesChanged.forEach { property in
                    let layout = property.layout
                    layout.modelFormat.copyField(from: model.baseAddress! + layout.modelOffset,
                                                 to: published.baseAddress! + layout.modelOffset)
                }
            }
        }
        publishedValuesChanged = LayerPropertySet()
    }
}
