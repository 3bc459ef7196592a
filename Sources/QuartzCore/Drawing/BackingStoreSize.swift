// The pixel size of a layer's backing store (API.md "layout and display"): bounds × contentsScale rounded up, and
// when a side would pass CALayer.maximumBackingStoreSide, a lower scale that fits (the store is then stretched).
// The display cycle and the render thread's text rasters size their stores alike.
import Foundation

struct BackingStoreSize: Equatable {
    let width: Int
    let height: Int
    /// Pixels per point actually drawn (below the asked scale when clamped).
    let scale: CGFloat

    /// The store for bounds of `size` at `scale` (positive and finite), or nil when it has no pixels.
    init?(size: CGSize, scale: CGFloat) {
        var scale = scale
        var width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width >= 1, height >= 1 else { return nil }
        let limit = CGFloat(CALayer.maximumBackingStoreSide)
        if width > limit || height > limit {
            scale *= min(limit / width, limit / height)
            width = min((size.width * scale).rounded(.up), limit)
            height = min((size.height * scale).rounded(.up), limit)
        }
        self.width = Int(width)
        self.height = Int(height)
        self.scale = scale
    }
}
