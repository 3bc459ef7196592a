// A reusable ASCII buffer for HUD lines: fixed text and numbers with a set number of decimals, written without
// String formatting so the per-frame HUD update does not allocate once the buffer has grown.
import Foundation

public struct HUDText {
    public private(set) var bytes: [UInt8] = []

    public init() { bytes.reserveCapacity(32) }

    public mutating func clear() { bytes.removeAll(keepingCapacity: true) }

    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `value` rounded to `decimals` places; "-" for values that are not finite or too large to show.
    public mutating func append(_ value: Double, decimals: Int) {
        guard value.isFinite, abs(value) < 1e9 else { bytes.append(UInt8(ascii: "-")); return }
        var scale = 1.0
        for _ in 0..<max(decimals, 0) { scale *= 10 }
        var scaled = Int64((abs(value) * scale).rounded())
        if value < 0 && scaled > 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var written = 0
        repeat {
            if written == decimals && decimals > 0 { bytes.append(UInt8(ascii: ".")) }
            bytes.append(UInt8(ascii: "0") + UInt8(scaled % 10))
            scaled /= 10
            written += 1
        } while scaled > 0 || written <= decimals
        bytes[start...].reverse()
    }
}
