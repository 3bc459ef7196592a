// The context a layer's backing store is drawn through (API.md "layout and display"; Apple's -[CALayer display]):
// user space is the layer's bounds space at the store's scale, with the bounds' origin at the top-left and y down as
// on iOS, or y up when the layer's contents are flipped (contentsAreFlipped()). The display cycle and the render
// thread's text rasters (RenderText+Raster.swift) both draw through it, so both give the same pixels.
import Foundation

extension CGContext {
    /// A context over a new store of `store`'s pixels (opaque: no alpha) for bounds starting at `origin`.
    static func backingStore(_ store: BackingStoreSize, origin: CGPoint, opaque: Bool, flipped: Bool) -> CGContext? {
        let layout = CGBitmapInfo(alphaInfo: opaque ? .noneSkipFirst : .premultipliedFirst).union(.byteOrder32Little)
        guard let context = CGContext(data: nil, width: store.width, height: store.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: layout)
        else { return nil }
        context.shadowOffsetPointsDown = true
        if !flipped {
            context.translateBy(x: 0, y: CGFloat(store.height))
            context.scaleBy(x: 1, y: -1)
        }
        context.scaleBy(x: store.scale, y: store.scale)
        context.translateBy(x: -origin.x, y: -origin.y)
        return context
    }
}
