// CGImage: an immutable bitmap, Linux stand-in for CoreGraphics' (API.md): width, height,
// bytesPerRow and premultiplied RGBA8 pixels, plus a process-unique `identifier` that the
// compositor keys its texture cache on (two images never share one, so a cache hit is safe).
import Foundation

public final class CGImage: Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Bytes from one row to the next (at least width·4; rows may be padded).
    public let bytesPerRow: Int
    /// Rows of premultiplied RGBA8, `bytesPerRow` bytes apart, top row first.
    package let pixels: [UInt8]
    /// Unique for the life of the process; never reused.
    package let identifier: UInt64

    public let bitsPerComponent = 8
    public let bitsPerPixel = 32

    /// Makes an image from RGBA8 rows. When `premultiplied` is false the colour channels are
    /// multiplied by alpha here (the renderer blends premultiplied). Returns nil, with one
    /// message, when the sizes are not positive or `rgba` is too short for them.
    package init?(width: Int, height: Int, bytesPerRow: Int? = nil, rgba: [UInt8], premultiplied: Bool) {
        guard let needed = CGImage.byteCount(width: width, height: height, bytesPerRow: bytesPerRow) else {
            EngineDiagnostics.report(
                "CGImage: width \(width), height \(height), bytesPerRow \(bytesPerRow.map { "\($0)" } ?? "width·4") "
                    + "do not describe an image; width and height must be positive, bytesPerRow at least width·4, "
                    + "and the image at most \(CGImage.maximumByteCount) bytes.")
            return nil
        }
        let rowBytes = bytesPerRow ?? width * 4
        guard rgba.count >= needed else {
            EngineDiagnostics.report(
                "CGImage: \(rgba.count) bytes are too few for a \(width)×\(height) RGBA8 image "
                    + "with \(rowBytes) bytes per row; \(needed) are needed.")
            return nil
        }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.pixels = premultiplied ? rgba : CGImage.premultiplying(rgba, width: width, height: height, rowBytes: rowBytes)
        self.identifier = CGImage.nextIdentifier()
    }

    /// The largest image, in bytes, this stand-in makes (2 GiB): larger sizes are refused with a message rather
    /// than overflowing `width·4` or the byte count, or asking for more memory than a texture could use.
    package static let maximumByteCount = 1 << 31

    /// The bytes an image of these sizes spans (rows `bytesPerRow` apart, the last row `width·4`), or nil when the
    /// sizes are not positive, the rows are too short, or the count overflows or passes `maximumByteCount`.
    package static func byteCount(width: Int, height: Int, bytesPerRow: Int? = nil) -> Int? {
        guard width > 0, height > 0 else { return nil }
        let (lastRow, rowOverflow) = width.multipliedReportingOverflow(by: 4)
        let rowBytes = bytesPerRow ?? lastRow
        guard !rowOverflow, rowBytes >= lastRow else { return nil }
        let (rows, rowsOverflow) = rowBytes.multipliedReportingOverflow(by: height - 1)
        let (total, totalOverflow) = rows.addingReportingOverflow(lastRow)
        guard !rowsOverflow, !totalOverflow, total <= maximumByteCount else { return nil }
        return total
    }

    /// The premultiplied RGBA of one pixel (no bounds message: callers index within width×height).
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = y * bytesPerRow + x * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    public var description: String { "CGImage(#\(identifier), \(width)×\(height))" }

    private static func premultiplying(_ rgba: [UInt8], width: Int, height: Int, rowBytes: Int) -> [UInt8] {
        var out = rgba
        for y in 0..<height {
            for x in 0..<width {
                let i = y * rowBytes + x * 4
                let a = UInt32(out[i + 3])
                // Rounded c·a/255, exact for a = 0 and a = 255.
                for k in 0..<3 { out[i + k] = UInt8((UInt32(out[i + k]) * a + 127) / 255) }
            }
        }
        return out
    }

    private static func nextIdentifier() -> UInt64 {
        GraphicsGlobals.lastImageIdentifier.add(1, ordering: .relaxed).newValue
    }
}
