// The records' form in the record buffer (QuadBatchRenderer+Buffers, docs/architecture.md "The compositor":
// batching). A record is fifteen texels (QuadInstance), but a quad without a contents image, gradient, snapshot or
// clip — most of a frame's — leaves the last seven at the same values: no content rectangle, the whole texture, no
// nine-slice, the identity clip map and "no clip". Each quad is uploaded as its first eight texels (the base); a
// quad whose last seven differ from those values in any bit also gets them as an extension after the frames's bases,
// and the base's fourth packed word (the clip corner radius's bits, which go into the extension) says at which
// texel. The vertex shader (QuadShaders) reads the extension when the word is not 0 and the default values when it
// is: it sees exactly the record's values either way, with 128 bytes uploaded per plain quad instead of 240.

extension QuadInstance {
    /// Texels per uploaded base: clipFromLocal, metrics, shape, quad, style and packed.
    static let baseTexels = 8
    /// Texels per extension: content, uv, slice, clipFromLayer's three columns (the first's w holding the clip
    /// corner radius's bits, `packed.3`) and clipRect.
    static let extensionTexels = 7

    /// The last seven texels of a quad without contents or a clip (FrameBuilder.makeInstance), which the vertex
    /// shader uses where a base names no extension (with a clip corner radius, packed.3, of +0).
    static let defaultTexels: (SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>,
                               SIMD4<UInt32>, SIMD4<UInt32>) = {
        var record = QuadInstance(
            clipFromLocal: ((0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)), metrics: (0, 0, 0, 0), shape: (0, 0, 0, 0),
            quad: (0, 0, 0, 0), style: (0, 0, 0, 0), packed: (0, 0, 0, 0), content: (0, 0, 0, 0), uv: (0, 0, 1, 1),
            slice: (0, 0, 0, 0), clipFromLayer: FrameBuilder.identityColumns, clipRect: (0, 0, -1, -1))
        return withUnsafeBytes(of: &record) { bytes in
            let tail = UnsafeRawPointer(bytes.baseAddress!) + baseTexels * 16
            func texel(_ index: Int) -> SIMD4<UInt32> {
                tail.loadUnaligned(fromByteOffset: index * 16, as: SIMD4<UInt32>.self)
            }
            return (texel(0), texel(1), texel(2), texel(3), texel(4), texel(5), texel(6))
        }
    }()

    /// The extension of the record at `record` as seven 16-byte lanes, the first column's w replaced by `packed.3`.
    @inline(__always)
    static func extensionLanes(_ record: UnsafeRawPointer) -> (SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>,
                                                                 SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>,
                                                                 SIMD2<UInt64>) {
        let texels = record + baseTexels * 16
        let word3 = UInt64(record.loadUnaligned(fromByteOffset: 7 * 16 + 12, as: UInt32.self))
        var column = texels.loadUnaligned(fromByteOffset: 3 * 16, as: SIMD2<UInt64>.self)
        column[1] = column[1] & 0xFFFF_FFFF | word3 << 32
        return (texels.loadUnaligned(as: SIMD2<UInt64>.self),
                texels.loadUnaligned(fromByteOffset: 16, as: SIMD2<UInt64>.self),
                texels.loadUnaligned(fromByteOffset: 2 * 16, as: SIMD2<UInt64>.self),
                column,
                texels.loadUnaligned(fromByteOffset: 4 * 16, as: SIMD2<UInt64>.self),
                texels.loadUnaligned(fromByteOffset: 5 * 16, as: SIMD2<UInt64>.self),
                texels.loadUnaligned(fromByteOffset: 6 * 16, as: SIMD2<UInt64>.self))
    }

    /// The most bytes `pack` writes for `count` records (every one with an extension): a record's size.
    static func uploadCapacity(records count: Int) -> Int { count * stride }

    /// Writes `records` in their uploaded form at `destination` (`uploadCapacity(records:)` bytes at least,
    /// 16-byte aligned): every base in order, then the extensions of those that have one (of every record with
    /// `extendingAll`, which tests use to compare the shader's default values with the values read). Returns the bytes
    /// written.
    static func pack(_ records: UnsafeBufferPointer<QuadInstance>, into destination: UnsafeMutableRawPointer,
                     extendingAll: Bool = false) -> Int {
        guard let source = records.baseAddress else { return 0 }
        // The loop is made twice, each with its switch a constant (a switch read per record cost ~15 instructions).
        if extendingAll { return pack(source, count: records.count, into: destination, extendingAll: true) }
        return pack(source, count: records.count, into: destination, extendingAll: false)
    }

    @inline(__always)
    private static func pack(_ source: UnsafePointer<QuadInstance>, count: Int,
                             into destination: UnsafeMutableRawPointer, extendingAll: Bool) -> Int {
        let defaults = defaultTexels
        // The first clip map column's w is not compared: the shader never reads it (packed.3 takes its place).
        let anyW: SIMDMask<SIMD4<Int32>> = [false, false, false, true]
        var extensionTexel = count * baseTexels
        for index in 0..<count {
            let record = UnsafeRawPointer(source + index)
            let base = destination + index * baseTexels * 16
            for texel in 0..<7 {
                (base + texel * 16).storeBytes(of: record.loadUnaligned(fromByteOffset: texel * 16,
                                                                        as: SIMD4<UInt32>.self),
                                               as: SIMD4<UInt32>.self)
            }
            var packed = record.loadUnaligned(fromByteOffset: 7 * 16, as: SIMD4<UInt32>.self)
            // The seven texels against a plain quad's, lane by lane (a mask per texel, and-ed), and packed.3.
            let tail = record + baseTexels * 16
            var same = tail.loadUnaligned(as: SIMD4<UInt32>.self) .== defaults.0
            same .&= tail.loadUnaligned(fromByteOffset: 16, as: SIMD4<UInt32>.self) .== defaults.1
            same .&= tail.loadUnaligned(fromByteOffset: 2 * 16, as: SIMD4<UInt32>.self) .== defaults.2
            same .&= (tail.loadUnaligned(fromByteOffset: 3 * 16, as: SIMD4<UInt32>.self) .== defaults.3) .| anyW
            same .&= tail.loadUnaligned(fromByteOffset: 4 * 16, as: SIMD4<UInt32>.self) .== defaults.4
            same .&= tail.loadUnaligned(fromByteOffset: 5 * 16, as: SIMD4<UInt32>.self) .== defaults.5
            same .&= tail.loadUnaligned(fromByteOffset: 6 * 16, as: SIMD4<UInt32>.self) .== defaults.6
            if !all(same) || packed[3] != 0 || extendingAll {
                let lanes = extensionLanes(record)
                let texels = destination + extensionTexel * 16
                texels.storeBytes(of: lanes.0, as: SIMD2<UInt64>.self)
                (texels + 16).storeBytes(of: lanes.1, as: SIMD2<UInt64>.self)
                (texels + 2 * 16).storeBytes(of: lanes.2, as: SIMD2<UInt64>.self)
                (texels + 3 * 16).storeBytes(of: lanes.3, as: SIMD2<UInt64>.self)
                (texels + 4 * 16).storeBytes(of: lanes.4, as: SIMD2<UInt64>.self)
                (texels + 5 * 16).storeBytes(of: lanes.5, as: SIMD2<UInt64>.self)
                (texels + 6 * 16).storeBytes(of: lanes.6, as: SIMD2<UInt64>.self)
                packed[3] = UInt32(extensionTexel)
                extensionTexel += extensionTexels
            }
            (base + 7 * 16).storeBytes(of: packed, as: SIMD4<UInt32>.self)
        }
        return extensionTexel * 16
    }
}
