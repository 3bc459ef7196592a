// UIColor as the current context's paint (UIColor.h setFill, setStroke, set; docs/porting.md "The UIKit types"):
// each sets the colour in UIGraphicsGetCurrentContext(), and does nothing without a current context, as UIKit.
import QuartzCore

extension UIColor {
    /// Sets the current context's fill and stroke colours.
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
