// A y-up bitmap context and pixel probes for the Apple-API tests: a pixel counts as painted when any byte is
// non-zero (gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m's rule, exact for opaque colours on a cleared
// context); coordinates count up from the bottom, as the context's user space does.
import QuartzCore

struct BitmapProbe {
    let context: CGContext
    let side: Int

    init(side: Int = 100) {
        self.side = side
        context = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// The RGBA bytes of the pixel at (x, y), y counting up from the bottom.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        let i = ((side - 1 - y) * side + x) * 4
        return [bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]
    }

    func painted(_ x: Int, _ y: Int) -> Bool { rgba(x, y).contains { $0 != 0 } }

    var paintedCount: Int {
        var n = 0
        for y in 0..<side { for x in 0..<side where painted(x, y) { n += 1 } }
        return n
    }

    /// Whether exactly the pixels in x0..<x1 × y0..<y1 are painted.
    func paintedExactly(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
        for y in 0..<side {
            for x in 0..<side where painted(x, y) != (x >= x0 && x < x1 && y >= y0 && y < y1) { return false }
        }
        return true
    }
}
