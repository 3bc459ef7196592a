// A CATextLayer's text drawn from the text atlas (Text/TextAtlas) when nothing else of the layer needs the full
// shader: no background, border, tint, clip, contentsCenter slicing, nearest or trilinear sampling, clipping to
// bounds or projective map. The quad is the text image's rectangle in the layer (ContentsLayout's destination) and
// draws with the lean texture-fetch variant, one bilinear lookup kept inside the image's texels in the page, so
// consecutive labels on a page are one draw call. The record names its image in the colour words the variant does
// not read, so frames compare by content (DamageTracker) even when a new image is given an old image's rectangle.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Appends the text of `layer` (`instance`: its body quad with contents `image`, nothing else) from the text
    /// atlas; false when it must draw as other contents do.
    func appendAtlasText(_ instance: QuadInstance, image: CGImage, of layer: UnsafePointer<RenderLayer>) -> Bool {
        let sampledPlainly = instance.packed.2 & (QuadFlags.nearestContents | QuadFlags.trilinearContents) == 0
        guard layer.pointee.text != nil, !layer.pointee.masksToBounds, sampledPlainly,
              instance.slice == (0, 0, 0, 0), !shadowPass.isRecordingSource, !rasterPass.isRecording,
              let slot = textAtlas.place(image, frame: frameNumber) else { return false }
        var quad = instance
        let side = Float(textAtlas.pages.pageSide), x = Float(slot.bitmapX), y = Float(slot.bitmapY)
        let w = Float(image.width), h = Float(image.height)
        let uv = instance.uv
        quad.uv = ((x + uv.0 * w) / side, (y + uv.1 * h) / side, (x + uv.2 * w) / side, (y + uv.3 * h) / side)
        quad.slice = ((x + 0.5) / side, (y + 0.5) / side, (x + w - 0.5) / side, (y + h - 0.5) / side)
        quad.quad = quad.content
        quad.packed.0 = UInt32(truncatingIfNeeded: image.identifier)
        quad.packed.1 = UInt32(truncatingIfNeeded: image.identifier >> 32)
        appendTextQuad(quad, page: slot.page)
        return true
    }
}
