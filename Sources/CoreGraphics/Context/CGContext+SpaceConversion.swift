// CGContext user ↔ device space conversion (Apple's convertToDeviceSpace/convertToUserSpace for points, sizes and
// rects, docs/porting.md "Added API"): device space is the bitmap's, origin at the bottom-left, y up, one unit per
// pixel; the CTM maps user space to it. Sizes convert without the translation; rects as the bounding box of the
// converted corners.
import Foundation

extension CGContext {
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }
}
