// What the frame builder remembers of a shouldRasterize layer's bitmap (FrameBuilder+Rasterize): the texture's key
// (a token object, so the key cannot be reused while the texture lives), the local rectangle and scale it was drawn
// at, and the draw steps, records and gradient stops that drew it, compared with the next frame's to tell whether
// anything in the subtree changed; and where the bitmap lives: a rectangle of the shared raster atlas, or a texture of
// its own.
import QuartzCore
import Foundation

/// Names one raster's texture among the compositor's snapshot targets.
final class RasterToken {}

struct RasterEntry {
    let token = RasterToken()
    var key: ObjectIdentifier { ObjectIdentifier(token) }
    /// The layer-local rectangle the bitmap covers, its pixels per point, and the frame's pixel size then.
    var extent: CGRect = .null
    var scale: CGFloat = 0
    var pixelSize: CGSize = .zero
    var steps: [DamageStep] = []
    var records: [QuadInstance] = []
    var stops: [SIMD4<Float>] = []
    var lastFrame: UInt64 = 0
    /// The bitmap's rectangle in the raster atlas (nil: it has a texture of its own under `key`).
    var slot: RasterSlot?
}
