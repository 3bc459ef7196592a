// The scrolling methods every CALayer has (CAScrollLayer.h's CALayer category; Apple's scroll(_:),
// scrollRectToVisible(_:) and visibleRect pages): a layer asks its closest ancestor CAScrollLayer to scroll so a
// point of the layer lies at the scroll layer's origin, or so a rect of the layer becomes visible; with no scroll
// layer above it they do nothing. visibleRect is the part of the bounds the enclosing scroll layers do not clip.
import Foundation

extension CALayer {
    /// The closest ancestor that is a CAScrollLayer (not the layer itself), or nil.
    var enclosingScrollLayer: CAScrollLayer? {
        var ancestor = superlayerStorage
        while let layer = ancestor {
            if let scroll = layer as? CAScrollLayer { return scroll }
            ancestor = layer.superlayerStorage
        }
        return nil
    }

    /// Scrolls the closest ancestor scroll layer so that `p` (in this layer's coordinates) lies at its origin.
    public func scroll(_ p: CGPoint) {
        guard let scroll = enclosingScrollLayer else { return }
        guard LayerInputCheck.finite(p) else {
            return rejectClassValue("CALayer", "scroll(_:)", p, "is not finite")
        }
        scroll.scroll(to: scroll.convert(p, from: self))
    }

    /// Scrolls the closest ancestor scroll layer the least that makes `r` (in this layer's coordinates) visible.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroll = enclosingScrollLayer else { return }
        guard LayerInputCheck.finite(r), !r.isNull else {
            return rejectClassValue("CALayer", "scrollRectToVisible(_:)", r, "is not a finite rectangle")
        }
        scroll.scroll(to: scroll.convert(r, from: self))
    }

    /// The part of the bounds, in the layer's own coordinates, that no enclosing scroll layer clips: the bounds
    /// intersected with each ancestor CAScrollLayer's bounds converted into this layer (CGRect.null when nothing
    /// shows). The bounds themselves when no scroll layer encloses the layer.
    public var visibleRect: CGRect {
        var visible = values.bounds
        var ancestor = superlayerStorage
        while let layer = ancestor, !visible.isNull {
            if layer is CAScrollLayer { visible = visible.intersection(convert(layer.values.bounds, from: layer)) }
            ancestor = layer.superlayerStorage
        }
        return visible
    }
}
