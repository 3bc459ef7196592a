// UIView tint inheritance (UIView.h tintColor, tintColorDidChange; docs/porting.md "The UIKit types"): a view
// without a tint of its own shows its superview's, so a change runs tintColorDidChange() on the view and on every
// subview below it that inherits, as UIKit does; moving a view to another superview is such a change.
import QuartzCore

extension UIView {
    /// The effective tint changed on this view: tell it and the subviews that inherit from it.
    func tintDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.explicitTintColor == nil { subview.tintDidChange() }
    }
}
