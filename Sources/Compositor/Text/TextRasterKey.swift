// What a text raster depends on (TextRasterCache): what the text shows (its snapshot), the animated size rounded to
// a half point, the animated colour rounded to 8 bits a channel (what the texture holds anyway), and the backing
// store's geometry. Equal keys give equal pixels, so an animation that revisits a quantum (a pulse, an autoreverse,
// a slow ramp) does not run Pango again.
import QuartzCore
import Foundation

/// The cache key of a text raster: plain integers, so hashing it allocates nothing.
struct TextRasterKey: Hashable {
    let snapshot: ObjectIdentifier
    /// The font size in half points.
    let halfPoints: Int32
    /// Premultiplied RGBA, 8 bits each.
    let color: UInt32
    let boundsBits: SIMD4<UInt64>
    let scaleBits: UInt64
    let flipped: Bool

    /// Sizes are drawn in steps of this many points: finer than a glyph's hinting changes over a frame of a
    /// typical animation, coarse enough that a slow animation reuses each raster for several frames.
    static let sizeStep = 0.5

    init(_ text: RenderText, bounds: CGRect, contentsScale: CGFloat, flipped: Bool) {
        snapshot = text.snapshotIdentity
        let size = text.fontSize / TextRasterKey.sizeStep
        halfPoints = size.isFinite ? Int32(clamping: Int(min(max(size.rounded(), 0), 1e6))) : 0
        let c = text.foregroundColor
        color = TextRasterKey.byte(c.red) << 24 | TextRasterKey.byte(c.green) << 16 | TextRasterKey.byte(c.blue) << 8
            | TextRasterKey.byte(c.alpha)
        boundsBits = SIMD4(Double(bounds.minX).bitPattern, Double(bounds.minY).bitPattern,
                           Double(bounds.width).bitPattern, Double(bounds.height).bitPattern)
        scaleBits = Double(contentsScale).bitPattern
        self.flipped = flipped
    }

    /// The size the raster is drawn at.
    var fontSize: Double { Double(halfPoints) * TextRasterKey.sizeStep }

    /// The colour the raster is drawn in (the quantised one, so equal keys draw equal pixels).
    var renderColor: RenderColor {
        func channel(_ shift: UInt32) -> Float { Float((color >> shift) & 0xFF) / 255 }
        return RenderColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    private static func byte(_ v: Float) -> UInt32 {
        v.isFinite ? UInt32(min(max(v, 0), 1) * 255 + 0.5) : 0
    }
}
