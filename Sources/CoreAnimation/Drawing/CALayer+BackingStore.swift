// The layer display cycle's drawing step (API.md "layout and display"; Apple's -[CALayer display]): a backing store
// of bounds × contentsScale pixels (opaque when isOpaque), a CGContext over it with the origin at the bounds'
// top-left and y down as on iOS (y up when contentsAreFlipped(), an odd number of geometry-flipped layers up the
// tree, so drawing in the layer's coordinates matches its flipped space), draw(in:), and the image as the contents.
// Runs inside the commit after layout (spec §2.2). Oversized stores are drawn at a lower scale with one message.
import Foundation

extension CALayer {
    /// The largest backing-store side in pixels: GL 3.3 guarantees less, but every driver the engine runs on
    /// (Mesa llvmpipe: 16384) takes 8192-pixel textures, and one such store is already 256 MB.
    public static let maximumBackingStoreSide = 8192

    /// Draws the layer into a new backing store and makes it the contents; zero-sized bounds give nil contents.
    public func displayIntoBackingStore() {
        let size = values.bounds.size
        var scale = values.contentsScale
        if !(scale > 0) || !scale.isFinite {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages): contentsScale \(scale) cannot size a backing store; drawing at scale 1. "
                    + "Set contentsScale to a positive number (the screen's scale).")
            scale = 1
        }
        var width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width >= 1, height >= 1 else {
            contents = nil
            return
        }
        let limit = CGFloat(CALayer.maximumBackingStoreSide)
        if width > limit || height > limit {
            let fit = min(limit / width, limit / height)
            EngineDiagnostics.report(
                "CALayer\(nameForMessages): a \(Int(width))×\(Int(height))-pixel backing store (bounds × contentsScale) "
                    + "exceeds \(CALayer.maximumBackingStoreSide) pixels a side; it is drawn at scale \(scale * fit) "
                    + "and stretched. Use smaller bounds or a CATiledLayer.")
            scale *= fit
            width = min((size.width * scale).rounded(.up), limit)
            height = min((size.height * scale).rounded(.up), limit)
        }
        let layout = CGBitmapInfo(alphaInfo: values.isOpaque ? .noneSkipFirst : .premultipliedFirst)
            .union(.byteOrder32Little)
        guard let context = CGContext(data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: layout)
        else { return }
        context.shadowOffsetPointsDown = true
        if !contentsAreFlipped() {
            context.translateBy(x: 0, y: height)
            context.scaleBy(x: 1, y: -1)
        }
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -values.bounds.minX, y: -values.bounds.minY)
        delegate?.layerWillDraw(self)
        let depth = context.stateStack.count
        draw(in: context)
        if context.stateStack.count != depth {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).draw(in:) left \(context.stateStack.count - depth) saveGState call(s) without "
                    + "restoreGState; the drawing is used as it is. Balance every saveGState with a restoreGState.")
        }
        contents = context.makeImage()
    }
}
