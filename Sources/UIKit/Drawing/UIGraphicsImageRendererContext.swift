// UIGraphicsImageRendererContext (UIGraphicsImageRenderer.h, UIGraphicsRenderer.h; docs/porting.md "The UIKit
// types"): what a renderer's drawing closure gets: the cairo CGContext in UIKit's y-down point space, the format, the
// image so far, and the rectangle conveniences, which paint with the context's current fill or stroke colour.
import QuartzCore
import Foundation

open class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        let pixels = cgContext.makeImage() ?? CGImage.solid(.clear, width: 1, height: 1)!
        return UIImage(cgImage: pixels, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect` in `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
