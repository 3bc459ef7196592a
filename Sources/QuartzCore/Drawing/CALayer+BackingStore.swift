// The layer display cycle's drawing step (API.md "layout and display"; Apple's -[CALayer display]): a backing store
// of bounds × contentsScale pixels (opaque when isOpaque), a CGContext over it with the origin at the bounds'
// top-left and y down as on iOS (y up when contentsAreFlipped(), an odd number of geometry-flipped layers up the
// tree, so drawing in the layer's coordinates matches its flipped space), draw(in:), and the image as the contents.
// Runs inside the commit after layout (spec §2.2). Oversized stores are drawn at a lower scale with one message.
import Foundation

extension CALayer {
    /// The largest backing-store side in pixels: GL 3.3 guarantees less, but every driver the engine runs on
    /// (Mesa llvmpipe: 16384) takes 8192-pixel textures, and one such store is already 256 MB.
    package static let maximumBackingStoreSide = 8192

    /// Draws the layer into a new backing store and makes it the contents; zero-sized bounds give nil contents.
    package func displayIntoBackingStore() {
        let size = values.bounds.size
        var scale = values.contentsScale
        if !(scale > 0) || !scale.isFinite {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages): contentsScale \(scale) cannot size a backing store; drawing at scale 1. "
                    + "Set contentsScale to a positive number (the screen's scale).")
            scale = 1
        }
        guard let store = BackingStoreSize(size: size, scale: scale) else {
            contents = nil
            return
        }
        if store.scale != scale {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages): a \(String(format: "%.0f", Double(size.width * scale).rounded(.up)))×"
                    + "\(String(format: "%.0f", Double(size.height * scale).rounded(.up)))-pixel backing store (bounds × contentsScale) exceeds \(CALayer.maximumBackingStoreSide) pixels a side; it is "
                    + "drawn at scale \(store.scale) and stretched. Use smaller bounds or a CATiledLayer.")
        }
        guard let context = CGContext.backingStore(store, origin: values.bounds.origin, opaque: values.isOpaque,
                                                   flipped: contentsAreFlipped()) else { return }
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
