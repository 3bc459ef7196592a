// A CATextLayer's contents while its fontSize or foregroundColor animate (CATextLayer.h: both animatable): the
// committed contents hold the text at the model's values, so at an evaluated size or colour that differs the body
// draws the text raster of those values instead (TextRasterCache), with the layer's gravity, contentsRect and
// clipping as for any contents.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Whether a text layer's evaluated fontSize or foregroundColor differs from the committed ones its contents
    /// were drawn at (RenderText.differsFromContents). A helper, so appendBody binds no RenderText for other layers.
    @inline(never)
    static func textDiffersFromContents(_ layer: UnsafePointer<RenderLayer>) -> Bool {
        guard case .text(let text) = layer.pointee.layerClass else { return false }
        return text.differsFromContents
    }

    /// The text at the layer's evaluated fontSize and foregroundColor, drawn as the display cycle draws it.
    @inline(never)
    func animatedText(of layer: UnsafePointer<RenderLayer>) -> CGImage? {
        guard let text = layer.pointee.text else { return nil }
        return textRasters.image(for: text, bounds: layer.pointee.bounds, contentsScale: layer.pointee.contentsScale,
                                 flipped: layer.pointee.contentsAreFlipped)
    }
}
