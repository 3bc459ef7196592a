// A CATextLayer's text drawn on the render thread at an animated size and colour (CATextLayer.h: fontSize and
// foregroundColor are animatable): the same backing store and the same Pango drawing as the display cycle
// (CGContext.backingStore, TextRenderer), so a frame drawn here at the committed values equals the contents.
// The compositor keeps the images (TextRasterCache) by size quantum and colour.
import Foundation

extension RenderText {
    /// The text at `fontSize` points in `color` (premultiplied), as the layer's contents for `bounds` at
    /// `contentsScale` (`flipped`: contentsAreFlipped()); nil when nothing would be drawn.
    package func raster(fontSize: Double, color: RenderColor, bounds: CGRect, contentsScale: CGFloat,
                        flipped: Bool) -> CGImage? {
        // As the display cycle: an unusable scale draws at 1 (the commit's display already said so).
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        guard let store = BackingStoreSize(size: bounds.size, scale: scale),
              let context = CGContext.backingStore(store, origin: bounds.origin, opaque: isOpaque, flipped: flipped)
        else { return nil }
        let straight = color.alpha > 0
            ? CGColor(red: CGFloat(color.red / color.alpha), green: CGFloat(color.green / color.alpha),
                      blue: CGFloat(color.blue / color.alpha), alpha: CGFloat(color.alpha))
            : nil
        TextRenderer.draw(snapshot.content, fontSize: CGFloat(fontSize), color: straight, in: bounds, context: context)
        return context.makeImage()
    }
}
