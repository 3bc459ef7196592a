// Ready-made images for tests and demos: a solid colour and a two-colour checkerboard
// (premultiplied RGBA8, see CGImage.swift).
import Foundation

extension CGImage {
    /// A `width`×`height` image filled with `color` (components clamped to 0...1).
    package static func solid(_ color: CGColor, width: Int, height: Int) -> CGImage? {
        guard let count = byteCount(width: width, height: height) else {
            return CGImage(width: width, height: height, rgba: [], premultiplied: true)   // reports the sizes
        }
        let px = premultipliedBytes(color)
        var bytes = [UInt8](repeating: 0, count: count)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = px.0; bytes[i + 1] = px.1; bytes[i + 2] = px.2; bytes[i + 3] = px.3
        }
        return CGImage(width: width, height: height, rgba: bytes, premultiplied: true)
    }

    /// A checkerboard of `cell`×`cell` squares; the top-left square is `first`.
    package static func checkerboard(width: Int, height: Int, cell: Int, first: CGColor, second: CGColor) -> CGImage? {
        guard let count = byteCount(width: width, height: height) else {
            return CGImage(width: width, height: height, rgba: [], premultiplied: true)   // reports the sizes
        }
        let size = max(cell, 1)
        let p = premultipliedBytes(first), q = premultipliedBytes(second)
        var bytes = [UInt8](repeating: 0, count: count)
        for y in 0..<height {
            for x in 0..<width {
                let c = ((x / size) + (y / size)) % 2 == 0 ? p : q
                let i = (y * width + x) * 4
                bytes[i] = c.0; bytes[i + 1] = c.1; bytes[i + 2] = c.2; bytes[i + 3] = c.3
            }
        }
        return CGImage(width: width, height: height, rgba: bytes, premultiplied: true)
    }

    private static func premultipliedBytes(_ color: CGColor) -> (UInt8, UInt8, UInt8, UInt8) {
        func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        let a = min(max(color.alpha, 0), 1)
        return (byte(color.red * a), byte(color.green * a), byte(color.blue * a), byte(a))
    }
}
