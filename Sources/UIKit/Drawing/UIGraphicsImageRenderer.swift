// UIGraphicsImageRenderer (UIGraphicsImageRenderer.h; docs/porting.md "The UIKit types"): makes images by running a
// drawing closure on a fresh bitmap context of the renderer's size and format. The context is current
// (UIGraphicsGetCurrentContext, UIColor.setFill, UIBezierPath.fill) for the closure's duration; user space is UIKit's:
// origin at the top-left, y down, one unit a point of `format.scale` pixels.
import QuartzCore
import Foundation

open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize

    /// A renderer of `size` points with the default format (the main screen's scale, not opaque).
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        super.init()
    }

    /// A renderer of `bounds.size`, its user space offset so `bounds.origin` is the image's top-left.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(size: bounds.size, format: format)
        origin = bounds.origin
    }

    private var origin: CGPoint = .zero

    /// The image `actions` draws. A size that makes no pixels gives an empty image and one message (UIKit
    /// asserts there).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        guard let context = CGContext.uiKitBitmap(size: size, scale: scale, opaque: format.opaque) else {
            EngineDiagnostics.report("UIGraphicsImageRenderer: the size \(size) at scale \(scale) makes no pixels; "
                                     + "the image is empty. Give the renderer a positive width and height.")
            return UIImage()
        }
        if format.opaque {
            context.setFillColor(CGColor.black)
            context.fill(CGRect(origin: .zero, size: size))
        }
        context.translateBy(x: -origin.x, y: -origin.y)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        context.saveGState()
        actions(rendererContext)
        context.restoreGState()
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }
}
