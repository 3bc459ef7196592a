// A small layer-backed view that behaves as the seed documents say (seed 002): the view is its layer's delegate,
// returns NSNull from action(for:forKey:) outside animation blocks (so its layer jumps), and returns an animation
// inside `UIView.animate(withDuration:…)` blocks. Geometry and appearance forward to the layer.
import QuartzCore
import Foundation

open class UIView: CALayerDelegate {
    /// The backing layer; its delegate is the view.
    public let layer: CALayer
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    /// The class of the backing layer (seed 002's `+layerClass`); subclasses override it.
    open class var layerClass: CALayer.Type { CALayer.self }

    public init(frame: CGRect) {
        // As UIKit makes it: the layer class's init(). Swift builds a subclass from a metatype only through a
        // required initializer; CALayer's one (docs/porting.md "init(layer:)") runs init() when given nil.
        layer = Self.layerClass.init(addOverrideInitAndInitLayer: nil)
        layer.delegate = self
        layer.frame = frame
    }

    public convenience init() { self.init(frame: .zero) }

    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    open var backgroundColor: CGColor? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    open func addSubview(_ view: UIView) {
        if view === self { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    // MARK: CALayerDelegate

    /// Outside animation blocks: NSNull, so the search stops and the layer changes without animation. Inside a
    /// block: the block's animation for animatable keys (UIViewAnimationContext+Action.swift), or what a block
    /// API's override provides.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard let context = UIViewAnimationContext.current else { return NSNull() }
        return context.action(for: layer, forKey: event)
    }
}
