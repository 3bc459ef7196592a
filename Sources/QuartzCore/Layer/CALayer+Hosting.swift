// Marking subtrees hosted or unhosted as they enter or leave a hosted tree (DECISIONS 1). The walk happens
// when the tree changes shape, never on a property set.

extension CALayer {
    /// Gives this layer, its sublayers and its mask the hosting state `state` (nil: unhosted).
    func setHosting(_ state: LayerTreeHosting?) {
        hosting = state
        // Marks made while the layer was elsewhere come with it (LayerTreeHosting.mayHaveLayoutOrDisplayMarks).
        if needsLayoutFlag || needsDisplayFlag { state?.mayHaveLayoutOrDisplayMarks = true }
        for sublayer in sublayerList { sublayer.setHosting(state) }
        maskStorage?.setHosting(state)
    }

    /// The identity of the hosted tree the layer is in (one per render context), nil while unhosted. Read on the
    /// layer's own thread, so a process-wide observer (the action-search hook) can keep only its own tree's reports
    /// without touching layers another thread owns.
    package var hostedTreeIdentity: ObjectIdentifier? { hosting.map(ObjectIdentifier.init) }

    /// Whether the layer is in a hosted tree that has been committed since it was hosted.
    package var isHostedAndCommitted: Bool { hosting?.hasCommitted ?? false }

    /// Marks the layer's hosted tree changed, so the next commit makes a new snapshot. Animation code calls
    /// this when it adds or removes an animation; property setters do it themselves.
    package func markTreeChanged() {
        hosting?.markChanged(by: self)
    }
}
