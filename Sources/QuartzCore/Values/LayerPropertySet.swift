// A set of built-in properties as a fixed 256-bit mask (LayerProperty's raw values are 8 bits, so every
// property the table can hold has a bit): which properties a layer has set explicitly (the others are read from
// `style`, spec §1.5), without any allocation.

/// A bit set of `LayerProperty` values.
package struct LayerPropertySet: Sendable, Hashable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    package init() {}

    @inline(__always) package func contains(_ p: LayerProperty) -> Bool {
        let (word, bit) = Self.position(p)
        return withUnsafeBytes(of: words) { $0.load(fromByteOffset: word * 8, as: UInt64.self) } & bit != 0
    }

    @inline(__always) package mutating func insert(_ p: LayerProperty) {
        let (word, bit) = Self.position(p)
        withUnsafeMutableBytes(of: &words) {
            $0.storeBytes(of: $0.load(fromByteOffset: word * 8, as: UInt64.self) | bit, toByteOffset: word * 8,
                          as: UInt64.self)
        }
    }

    @inline(__always) package mutating func remove(_ p: LayerProperty) {
        let (word, bit) = Self.position(p)
        withUnsafeMutableBytes(of: &words) {
            $0.storeBytes(of: $0.load(fromByteOffset: word * 8, as: UInt64.self) & ~bit, toByteOffset: word * 8,
                          as: UInt64.self)
        }
    }

    package var isEmpty: Bool { words.0 | words.1 | words.2 | words.3 == 0 }

    /// Calls `body` with each member, in raw-value order, without allocating.
    @inline(__always) func forEach(_ body: (LayerProperty) -> Void) {
        for index in 0..<4 {
            var bits = withUnsafeBytes(of: words) { $0.load(fromByteOffset: index * 8, as: UInt64.self) }
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                if let p = LayerProperty(rawValue: UInt8(index * 64 + bit)) { body(p) }
                bits &= bits - 1
            }
        }
    }

    package static func == (a: LayerPropertySet, b: LayerPropertySet) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    @inline(__always) private static func position(_ p: LayerProperty) -> (word: Int, bit: UInt64) {
        (Int(p.rawValue >> 6), 1 << UInt64(p.rawValue & 63))
    }
}
