// The byte layout of a bitmap context's 32-bit pixels (from CGImageAlphaInfo and the CGBitmapInfo byte order) and
// the conversion between it and cairo's native one (premultiplied ARGB in a native-endian 32-bit word: B, G, R, A
// in memory on little-endian machines). When the caller's layout is cairo's, cairo draws into the caller's bytes.
internal import CCairo

struct BitmapLayout: Equatable {
    /// Byte offsets of red, green, blue and alpha (or the skipped byte) within a pixel.
    var red: Int, green: Int, blue: Int, alpha: Int
    /// The alpha byte is ignored (noneSkipFirst/noneSkipLast): the bitmap is opaque.
    var skipsAlpha: Bool

    /// cairo's ARGB32/RGB24 word on this machine.
    static let cairoNative: BitmapLayout = {
        let little = 1.littleEndian == 1
        return little ? BitmapLayout(red: 2, green: 1, blue: 0, alpha: 3, skipsAlpha: false)
            : BitmapLayout(red: 1, green: 2, blue: 3, alpha: 0, skipsAlpha: false)
    }()

    /// The layout `info` describes, or nil when a bitmap context cannot draw into it (Apple's
    /// CGBitmapContextCreate rejects unpremultiplied alpha too).
    init?(bitmapInfo info: CGBitmapInfo) {
        guard let alphaInfo = CGImageAlphaInfo(rawValue: info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue),
              !info.contains(.floatComponents) else { return nil }
        let order = info.intersection(.byteOrderMask)
        let little: Bool
        switch order {
        case .byteOrderDefault, .byteOrder32Big: little = false
        case .byteOrder32Little: little = true
        default: return nil
        }
        let alphaFirst: Bool
        switch alphaInfo {
        case .premultipliedLast, .noneSkipLast: alphaFirst = false
        case .premultipliedFirst, .noneSkipFirst: alphaFirst = true
        default: return nil
        }
        // Big-endian word order as bytes: alpha-first is A R G B, alpha-last is R G B A; little-endian reverses.
        var offsets = alphaFirst ? (a: 0, r: 1, g: 2, b: 3) : (a: 3, r: 0, g: 1, b: 2)
        if little { offsets = (a: 3 - offsets.a, r: 3 - offsets.r, g: 3 - offsets.g, b: 3 - offsets.b) }
        self.init(red: offsets.r, green: offsets.g, blue: offsets.b, alpha: offsets.a,
                  skipsAlpha: alphaInfo == .noneSkipLast || alphaInfo == .noneSkipFirst)
    }

    init(red: Int, green: Int, blue: Int, alpha: Int, skipsAlpha: Bool) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.skipsAlpha = skipsAlpha
    }

    var cairoFormat: cairo_format_t { skipsAlpha ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32 }

    /// Whether cairo can draw straight into bytes of this layout.
    var isCairoNative: Bool {
        let native = BitmapLayout.cairoNative
        return red == native.red && green == native.green && blue == native.blue && alpha == native.alpha
    }

    /// Copies `height` rows of `width` pixels from `source` in layout `from` to `destination` in layout `to`.
    /// Skipped alpha reads as opaque.
    static func convert(width: Int, height: Int,
                        from source: UnsafeRawPointer, _ from: BitmapLayout, rowBytes sourceRowBytes: Int,
                        to destination: UnsafeMutableRawPointer, _ to: BitmapLayout, rowBytes destinationRowBytes: Int) {
        let src = source.assumingMemoryBound(to: UInt8.self)
        let dst = destination.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let s = src + y * sourceRowBytes, d = dst + y * destinationRowBytes
            for x in 0..<width {
                let p = s + x * 4, q = d + x * 4
                q[to.red] = p[from.red]
                q[to.green] = p[from.green]
                q[to.blue] = p[from.blue]
                q[to.alpha] = from.skipsAlpha ? 255 : p[from.alpha]
            }
        }
    }
}
