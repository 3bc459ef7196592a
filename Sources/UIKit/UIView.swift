// A small layer-backed view that behaves as the seed documents say (seed 002): the view is its layer's delegate,
// returns NSNull from action(for:forKey:) outside animation blocks (so its layer jumps), and returns an animation
// inside `UIView.animate(withDuration:…)` blocks. Geometry and appearance forward to the layer. The overridable
// layout, drawing and tint methods are here (Swift overrides only class-body members); how a view finds out it
// draws and how tint is inherited are in UIView+Drawing.swift and UIView+Tint.swift (docs/porting.md "The UIKit
// types").
import QuartzCore
import Foundation

@MainActor
open class UIView: @preconcurrency CALayerDelegate {
    /// The backing layer; its delegate is the view.
    public let layer: CALayer
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// The tint set on this view; nil inherits the superview's (UIView+Tint.swift).
    var explicitTintColor: UIColor?
    /// Set by the base draw(_:): the view's class does not draw (UIView+Drawing.swift).
    var baseDrawRan = false

    /// The class of the backing layer (seed 002's `+layerClass`); subclasses override it. `AnyClass`, as UIView.h
    /// declares it, so Apple's `override class var layerClass: AnyClass { CAGradientLayer.self }` compiles; a class
    /// that is not a CALayer subclass is reported and a plain CALayer is used.
    open class var layerClass: AnyClass { CALayer.self }

    public init(frame: CGRect) {
        layer = Self.makeLayer()
        setUp(frame: frame)
    }

    /// UIView.h's `initWithCoder:`, required as there, so Apple's `required init?(coder: NSCoder) { super.init(coder:
    /// coder) }` compiles. There are no nibs or storyboards here to decode a view from (docs/porting.md "The UIKit
    /// types"): this reports that once and fails, so nothing half-decoded is ever shown; make views with init(frame:).
    public required init?(coder: NSCoder) {
        EngineDiagnostics.report("\(Self.self).init(coder:): views are not decoded from archives here (no nibs "
            + "or storyboards); make the view with init(frame:)", from: "UIKit")
        return nil
    }

    /// As UIKit makes it: the layer class's init(). Swift builds a subclass from a metatype only through a required
    /// initializer; CALayer's one (docs/porting.md "init(layer:)") runs init() when given nil.
    private static func makeLayer() -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            EngineDiagnostics.report("\(self).layerClass is \(layerClass), not a CALayer subclass; the view uses a "
                + "CALayer (return CALayer or one of its subclasses)", from: "UIKit")
            return CALayer()
        }
        return layerType.init(addOverrideInitAndInitLayer: nil)
    }

    private func setUp(frame: CGRect) {
        layer.delegate = self
        layer.frame = frame
        // UIKit displays a view whose class overrides draw(_:) when it is first shown; which classes do is learnt
        // at the first display (UIView+Drawing.swift).
        if UIView.drawsContent(type(of: self)) != false { layer.setNeedsDisplay() }
    }

    public convenience init() { self.init(frame: .zero) }

    open var frame: CGRect {
        get { layer.frame }
        set {
            let old = layer.bounds.size
            layer.frame = newValue
            sizeChanged(from: old)
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.bounds.size
            layer.bounds = newValue
            sizeChanged(from: old)
        }
    }

    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The layer's background colour as a UIColor (nil: none).
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
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
        if view.explicitTintColor == nil { view.tintDidChange() }
        setNeedsLayout()
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if explicitTintColor == nil { tintDidChange() }
        parent.setNeedsLayout()
    }

    // MARK: Layout (the layer's layout cycle runs layoutSubviews through layoutSublayers(of:))

    /// Override to place subviews; the default does nothing (there is no Auto Layout here).
    open func layoutSubviews() {}

    /// Marks the view for layout at the next layout pass (the transaction's commit) or layoutIfNeeded().
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now, from the highest marked ancestor down, if anything is marked.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    // MARK: Drawing

    /// Override to draw the view's content with UIKit drawing (UIColor.setFill, UIBezierPath.fill,
    /// UIGraphicsGetCurrentContext()) in the view's bounds space, y down. The default draws nothing.
    open func draw(_ rect: CGRect) { baseDrawRan = true }

    /// Marks the whole view for redrawing through draw(_:).
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` (bounds space) for redrawing.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    // MARK: Tint

    /// The tint: set on this view, else the superview's, else systemBlue. Setting nil inherits again.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
        set {
            explicitTintColor = newValue
            tintDidChange()
        }
    }

    /// Called when the view's effective tint changes (set here or inherited); the default does nothing.
    open func tintColorDidChange() {}

    // MARK: CALayerDelegate

    /// The layer lays out its sublayers: the view's layoutSubviews() runs (declared above).
    open func layoutSublayers(of layer: CALayer) { layoutSubviews() }

    /// The layer displays: a class that overrides draw(_:) draws into a backing store (UIView+Drawing.swift).
    open func display(_ layer: CALayer) { displayContents() }

    /// The backing store's context becomes the current UIKit context while draw(_:) runs.
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawContents(in: ctx) }

    /// Outside animation blocks: NSNull, so the search stops and the layer changes without animation. Inside a
    /// block: the block's animation for animatable keys (UIViewAnimationContext+Action.swift), or what a block
    /// API's override provides.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard let context = UIViewAnimationContext.current else { return NSNull() }
        return context.action(for: layer, forKey: event)
    }
}
