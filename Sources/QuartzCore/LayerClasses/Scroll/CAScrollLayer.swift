// CAScrollLayer (CAScrollLayer.h; Apple's CAScrollLayer page): a layer that shows part of content larger than
// itself by moving its bounds origin; it handles no input and draws no scrollers. scroll(to: CGPoint) sets the
// origin, scroll(to: CGRect) moves it the least that makes the rect visible, both only along the axes scrollMode
// allows. masksToBounds defaults to true (the scroll layer is a window onto its sublayers). The origin changes
// through `bounds`, so a scroll posts the "bounds" action and animates implicitly like any bounds change.
import Foundation

open class CAScrollLayer: CALayer {
    /// The scroll mode, typed (no dictionary).
    @exclusivity(unchecked) var mode: CAScrollLayerScrollMode = .both

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { mode = other.mode }
    }

    /// The axes the layer may be scrolled along (default `.both`). Not animatable. An unknown mode is reported
    /// and ignored.
    open var scrollMode: CAScrollLayerScrollMode {
        get { mode }
        set { storeScrollMode(newValue) }
    }

    /// Changes the bounds origin to `p`, along the axes scrollMode allows.
    open func scroll(to p: CGPoint) {
        guard LayerInputCheck.finite(p) else {
            return rejectClassValue("CAScrollLayer", "scroll(to:)", p, "is not finite")
        }
        var origin = bounds.origin
        if mode.scrollsHorizontally { origin.x = p.x }
        if mode.scrollsVertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds = CGRect(origin: origin, size: bounds.size)
    }

    /// Scrolls the least distance that makes `r` (in the layer's own coordinates) visible; a rect larger than the
    /// bounds along an axis is aligned to its minimum edge there (our choice where Apple's page says nothing).
    open func scroll(to r: CGRect) {
        guard LayerInputCheck.finite(r), !r.isNull else {
            return rejectClassValue("CAScrollLayer", "scroll(to:)", r, "is not a finite rectangle")
        }
        let visible = bounds, target = r.standardized
        var origin = visible.origin
        if target.maxX > visible.maxX { origin.x = target.maxX - visible.width }
        if target.minX < origin.x { origin.x = target.minX }
        if target.maxY > visible.maxY { origin.y = target.maxY - visible.height }
        if target.minY < origin.y { origin.y = target.minY }
        scroll(to: origin)
    }

    /// masksToBounds is true on a scroll layer (Apple's default for the class), then CALayer's defaults.
    open override class func defaultValue(forKey key: String) -> Any? {
        key == "masksToBounds" ? true : super.defaultValue(forKey: key)
    }

    // MARK: Key-value coding

    open override func value(forKey key: String) -> Any? {
        key == "scrollMode" ? mode.rawValue : super.value(forKey: key)
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        guard key == "scrollMode" else { return super.setValue(value, forKey: key) }
        if let raw = value as? String { return storeScrollMode(CAScrollLayerScrollMode(rawValue: raw)) }
        if let typed = value as? CAScrollLayerScrollMode { return storeScrollMode(typed) }
        rejectClassValue("CAScrollLayer", key, value, "is not a scroll mode string (none, vertically, horizontally, both)")
    }

    private func storeScrollMode(_ newValue: CAScrollLayerScrollMode) {
        guard newValue.isKnown else {
            return rejectClassValue("CAScrollLayer", "scrollMode", newValue.rawValue,
                                    "is not one of none, vertically, horizontally, both")
        }
        updateClassProperty("scrollMode", from: mode, to: newValue) { mode = newValue }
    }
}
