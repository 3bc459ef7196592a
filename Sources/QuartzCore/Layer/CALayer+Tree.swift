// The layer tree (API.md "tree"; spec §1.2 non-property events): insertions, removals and replacements post
// "sublayers" on the superlayer; a layer entering a hosted tree posts onOrderIn, one leaving posts onOrderOut;
// a replacement posts "transition" on the incoming layer. Their visible descendants get the order events too
// (CALayer+OrderEvents.swift). Lookups happen before the change, actions run after
// it (spec §1.2). Invalid operations are reported once and ignored (DECISIONS 12). Each change to a sublayer list
// (and each change of a mask) first remembers the published one (CALayer+Published): presentation() shows it until
// the outermost commit. Each change to a sublayer list marks the layer whose list changed as needing layout, never the
// layer added (Apple's setNeedsLayout(): "when sublayers are added or removed"; measured on Apple's QuartzCore by
// gnustep/libs-quartzcore's Tests/quartzcore/CALayer/layout.m: add, insert at/below/above, removeFromSuperlayer,
// replace, set sublayers; docs/behaviour.md §1.7).
import Foundation

extension CALayer {
    /// The setter of `sublayers`: removes every sublayer, then adds the new ones in order.
    func replaceAllSublayers(with newValue: [CALayer]?) {
        for old in sublayerList { old.removeFromSuperlayer() }
        for new in newValue ?? [] { addSublayer(new) }
        invalidateLayout()   // also when the list was and stays empty: Apple marks every set
    }

    func appendSublayer(_ layer: CALayer) {
        insert(layer, at: sublayerList.count)
    }

    func insertSublayerAtIndex(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    func insertSublayerBelow(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insert(layer, at: 0) }
        guard let index = sublayerList.index(of: sibling) else {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).insertSublayer(_:below:): the sibling is not a sublayer of this layer; "
                    + "the layer was added on top instead.")
            return insert(layer, at: sublayerList.count)
        }
        insert(layer, at: index)
    }

    func insertSublayerAbove(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return insert(layer, at: sublayerList.count) }
        guard let index = sublayerList.index(of: sibling) else {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).insertSublayer(_:above:): the sibling is not a sublayer of this layer; "
                    + "the layer was added on top instead.")
            return insert(layer, at: sublayerList.count)
        }
        insert(layer, at: index + 1)
    }

    func replaceSublayerInTree(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard sublayerList.holds(oldLayer) else {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).replaceSublayer(_:with:): the old layer is not a sublayer of this layer; "
                    + "nothing was replaced.")
            return
        }
        if oldLayer === newLayer { return }
        guard acceptsAsSublayer(newLayer, operation: "replaceSublayer(_:with:)"),
              acceptsDepth(of: newLayer, operation: "replaceSublayer(_:with:)") else { return }
        newLayer.detachFromParent(posting: true)
        guard let slot = sublayerList.index(of: oldLayer) else { return }
        let sublayersAction = beginChange("sublayers", changed: true)
        let orderOut = oldLayer.beginChange(kCAOnOrderOut, changed: true)
        rememberPublishedSublayers()
        var descendantsOut: [(CALayer, any CAAction)] = []
        if hosting != nil { oldLayer.lookUpOrderOutForVisibleDescendants(into: &descendantsOut) }
        sublayerList.replace(at: slot, with: newLayer)
        oldLayer.superlayerStorage = nil
        oldLayer.setHosting(nil)
        newLayer.superlayerStorage = self
        newLayer.setHosting(hosting)
        markTreeChanged()
        invalidateLayout()
        endChange("sublayers", sublayersAction)
        oldLayer.endChange(kCAOnOrderOut, orderOut)
        CALayer.runOrderOutActions(descendantsOut)
        newLayer.post(kCATransition)
        newLayer.post(kCAOnOrderIn)
        newLayer.postToVisibleDescendants(kCAOnOrderIn)
    }

    /// Removes the layer from its superlayer (or, for a mask, from the layer it masks).
    func detachFromSuperlayer() {
        if superlayerStorage == nil, maskedLayer == nil {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).removeFromSuperlayer(): the layer is not in a layer tree; nothing to do.")
            return
        }
        detachFromParent(posting: true)
    }

    /// The setter of `mask`: detaches the new mask from where it was and hosts it with this layer.
    func storeMask(_ newValue: CALayer?) {
        if newValue === maskStorage { return }
        if let newValue {
            guard newValue !== self, !newValue.isAncestor(of: self) else {
                EngineDiagnostics.report(
                    "CALayer\(nameForMessages).mask: a layer cannot mask itself or its own ancestor; "
                        + "the mask was not set.")
                return
            }
            guard acceptsDepth(of: newValue, operation: "mask") else { return }
            newValue.detachFromParent(posting: false)
        }
        rememberPublishedMask()   // presentation() keeps the published mask until the outermost commit
        if let old = maskStorage {
            old.maskedLayer = nil
            old.setHosting(nil)
        }
        maskStorage = newValue
        newValue?.maskedLayer = self
        newValue?.setHosting(hosting)
        markTreeChanged()
    }

    // MARK: Internals

    /// Whether `self` is `layer` or one of its superlayers (or masked layers, for masks).
    func isAncestor(of layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let c = current {
            if c === self { return true }
            current = c.superlayerStorage ?? c.maskedLayer
        }
        return false
    }

    /// Rejects adding a layer to itself or to its own descendant (DECISIONS 12).
    func acceptsAsSublayer(_ layer: CALayer, operation: String) -> Bool {
        guard !layer.isAncestor(of: self) else {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).\(operation): a layer cannot be added to itself or to one of its own "
                    + "sublayers (that would make a cycle); the tree is unchanged.")
            return false
        }
        return true
    }

    private func insert(_ layer: CALayer, at requested: Int) {
        guard acceptsAsSublayer(layer, operation: "insertSublayer") else { return }
        var index = requested
        if layer.superlayerStorage === self, let current = sublayerList.index(of: layer) {
            // Moving within the same superlayer: no order events, one "sublayers" change.
            let pending = beginChange("sublayers", changed: true)
            rememberPublishedSublayers()
            sublayerList.remove(at: current)
            if index > current { index -= 1 }
            sublayerList.insert(layer, at: min(max(index, 0), sublayerList.count))
            markTreeChanged()
            invalidateLayout()
            endChange("sublayers", pending)
            return
        }
        guard acceptsDepth(of: layer, operation: "insertSublayer") else { return }
        layer.detachFromParent(posting: true)
        if index > sublayerList.count {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).insertSublayer(_:at: \(requested)): the index is past the end "
                    + "(\(sublayerList.count) sublayers); the layer was added on top.")
            index = sublayerList.count
        }
        let pending = beginChange("sublayers", changed: true)
        rememberPublishedSublayers()
        sublayerList.insert(layer, at: max(index, 0))
        layer.superlayerStorage = self
        layer.setHosting(hosting)
        markTreeChanged()
        invalidateLayout()
        endChange("sublayers", pending)
        layer.post(kCAOnOrderIn)
        layer.postToVisibleDescendants(kCAOnOrderIn)
    }

    /// Takes the layer out of its superlayer or masked layer, posting onOrderOut and "sublayers".
    func detachFromParent(posting: Bool) {
        if let owner = maskedLayer {
            owner.rememberPublishedMask()
            owner.maskStorage = nil
            maskedLayer = nil
            setHosting(nil)
            owner.markTreeChanged()
            return
        }
        guard let parent = superlayerStorage,
              let index = parent.sublayerList.index(of: self) else { return }
        let orderOut = posting ? beginChange(kCAOnOrderOut, changed: true) : nil
        var descendantsOut: [(CALayer, any CAAction)] = []
        if posting, hosting != nil { lookUpOrderOutForVisibleDescendants(into: &descendantsOut) }
        let sublayersAction = posting ? parent.beginChange("sublayers", changed: true) : nil
        parent.rememberPublishedSublayers()
        parent.sublayerList.remove(at: index)
        superlayerStorage = nil
        parent.markTreeChanged()
        parent.invalidateLayout()
        setHosting(nil)
        parent.endChange("sublayers", sublayersAction)
        endChange(kCAOnOrderOut, orderOut)
        CALayer.runOrderOutActions(descendantsOut)
    }
}
