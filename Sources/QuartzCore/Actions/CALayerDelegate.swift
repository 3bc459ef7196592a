// The layer delegate (API.md): every method optional through default implementations, as Apple's
// @optional methods. A delegate's `action(for:forKey:)` is the first stage of the action search (spec §1.1).

/// The object a layer asks for actions, layout and display.
public protocol CALayerDelegate: AnyObject {
    /// An action for `event`, NSNull to stop the search, or nil to continue it.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    func layoutSublayers(of layer: CALayer)
    /// Sets the layer's contents itself; the default draws a backing store through draw(_:in:), as a delegate
    /// without displayLayer: leaves it to the layer on Apple's platforms.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (origin top-left, y down, scaled by contentsScale).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer's backing store is drawn.
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
}
