// A view's own drawing (UIView.h draw(_:), setNeedsDisplay; docs/porting.md "The UIKit types"). UIKit gives a view a
// backing store only when its class overrides draw(_:), and displays it when first shown. Swift cannot ask whether
// a method is overridden, so every view is marked for display at creation until its class is known: the first
// display runs draw(_:) into a backing store, and if the base draw(_:) ran the class does not draw, its store is
// dropped (the layer keeps the contents it had) and later views of that class are never marked. Classes that draw keep the store, so
// draw(_:) runs again on each setNeedsDisplay(), with the store's context current for UIKit drawing.
import QuartzCore

extension UIView {
    /// Which classes draw: true (overrides draw(_:)), false (does not), absent (not yet displayed).
    private static let drawingClasses = LockedState([ObjectIdentifier: Bool]())

    /// Whether instances of `viewClass` draw; nil until one has displayed.
    static func drawsContent(_ viewClass: UIView.Type) -> Bool? {
        drawingClasses.withLock { $0[ObjectIdentifier(viewClass)] }
    }

    /// The layer's display step: draw through the backing store unless the class is known not to draw. While the
    /// class is unknown, a view without a size waits for one (UIView's frame and bounds setters mark it again), and
    /// a class found not to draw gets back the contents it had, so a view that sets `layer.contents` itself keeps
    /// them.
    func displayContents() {
        let viewClass = ObjectIdentifier(type(of: self))
        let known = UIView.drawingClasses.withLock { $0[viewClass] }
        if known == false { return }
        let size = layer.bounds.size
        guard size.width > 0, size.height > 0 else {
            if known == true { layer.displayIntoBackingStore() }
            return
        }
        let previous = layer.contents
        baseDrawRan = false
        layer.displayIntoBackingStore()
        let draws = !baseDrawRan
        UIView.drawingClasses.withLock { $0[viewClass] = draws }
        if !draws {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.contents = previous
            CATransaction.commit()
        }
    }

    /// After a frame or bounds change: a view that may draw and had no size is displayed now that it has one.
    func sizeChanged(from old: CGSize) {
        let size = layer.bounds.size
        guard old.width <= 0 || old.height <= 0, size.width > 0, size.height > 0,
              UIView.drawsContent(type(of: self)) != false else { return }
        layer.setNeedsDisplay()
    }

    /// The backing store's context: current for UIKit drawing while draw(_:) runs over the bounds.
    func drawContents(in context: CGContext) {
        UIGraphicsPushContext(context)
        draw(layer.bounds)
        UIGraphicsPopContext()
    }
}
