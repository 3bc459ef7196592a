// The records' uploaded form (QuadInstance+Upload): a quad without contents or a clip is uploaded as its 8-texel
// base alone, the others with their 7-texel extension, and what the vertex shader reads from either (the extension,
// or its default values) is every value of the record.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Compositor record upload", .serialized)
    struct RecordUploadTests {
        /// The showcase (contents, a rounded clip, a shadow, a group, a perspective tilt) and a row of plain tiles,
        /// the last one cut by a clip `cut` points short of its right edge (0: none).
        private static func scene(cut: Double = 0) -> RenderTree {
            var builder = TreeBuilder(width: 240, height: 200, background: .blue)
            let showcase = GoldenImageTests.showcase()
            for layer in showcase.layers.dropFirst() { builder.add(frame: .zero, color: .clear) { $0 = layer } }
            for index in 0..<6 {
                let frame = CGRect(x: Double(index) * 36 + 8, y: 166, width: 28, height: 28)
                let color = RenderColor(red: Float(index) / 6, green: 0.8, blue: 0.2, alpha: 1)
                if index == 5 && cut > 0 {
                    let clip = builder.add(frame: CGRect(x: frame.minX, y: frame.minY, width: 28 - cut, height: 28),
                                           color: .clear) { $0.masksToBounds = true }
                    builder.add(frame: CGRect(x: 0, y: 0, width: 28, height: 28), color: color, parent: clip) {
                        $0.cornerRadius = 6
                    }
                } else {
                    builder.add(frame: frame, color: color) { layer in
                        layer.cornerRadius = 6
                        layer.borderWidth = 2
                        layer.borderColor = .white
                    }
                }
            }
            return builder.tree
        }

        /// The record's 60 words with the clip map's w lanes (never read by the shader) as 0.
        private static func words(of record: QuadInstance) -> [UInt32] {
            var words = withUnsafeBytes(of: record) { Array($0.bindMemory(to: UInt32.self)) }
            for texel in 11...13 { words[texel * 4 + 3] = 0 }
            return words
        }

        /// The 60 words the vertex shader reads for quad `index` from `uploaded` (QuadShaders): the base, then the
        /// extension the base's fourth packed word names, or the default values where it is 0; the clip corner
        /// radius from the extension's fourth texel's w; the clip map's w lanes as 0.
        private static func shaderView(of uploaded: UnsafeRawPointer, quad index: Int) -> [UInt32] {
            let base = uploaded + index * QuadInstance.baseTexels * 16
            var words = (0..<32).map { base.load(fromByteOffset: $0 * 4, as: UInt32.self) }
            let extra = Int(words[31])
            var tail: [UInt32]
            if extra == 0 {
                let defaults: [Float] = [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0,
                                         0, 0, -1, -1]
                tail = defaults.map(\.bitPattern)
                words[31] = 0
            } else {
                tail = (0..<28).map { uploaded.load(fromByteOffset: extra * 16 + $0 * 4, as: UInt32.self) }
                words[31] = tail[15]
            }
            for lane in [15, 19, 23] { tail[lane] = 0 }
            return words + tail
        }

        private static func pack(_ records: [QuadInstance]) -> (bytes: [UInt8], count: Int) {
            var bytes = [UInt8](repeating: 0xAB, count: QuadInstance.uploadCapacity(records: records.count) + 16)
            let count = records.withUnsafeBufferPointer { list in
                bytes.withUnsafeMutableBytes { QuadInstance.pack(list, into: $0.baseAddress!) }
            }
            return (bytes, count)
        }

        /// A frame's records as the builder made them.
        private static func frameRecords() throws -> [QuadInstance] {
            let target = try OffscreenTarget(width: 240, height: 200)
            _ = target.render(scene(cut: 2))
            return target.compositor.builder.instances
        }

        @Test("every quad of a frame reads back as its record; plain quads upload 128 bytes, the others 240")
        func frameReadsBack() throws {
            let records = try RecordUploadTests.frameRecords()
            let (bytes, written) = RecordUploadTests.pack(records)
            var extended = 0
            bytes.withUnsafeBytes { uploaded in
                for index in records.indices {
                    #expect(RecordUploadTests.shaderView(of: uploaded.baseAddress!, quad: index)
                        == RecordUploadTests.words(of: records[index]), "quad \(index)")
                    if uploaded.load(fromByteOffset: (index * QuadInstance.baseTexels + 7) * 16 + 12,
                                     as: UInt32.self) != 0 { extended += 1 }
                }
            }
            // The six tiles and the showcase's plain cards have no extension; the contents, the clipped layers and
            // the group composite do.
            #expect(extended >= 4)
            #expect(records.count - extended >= 6)
            #expect(written == records.count * 128 + extended * 112)
        }

        @Test("a record differing from the default extension in any one word is uploaded with its extension; cleared, the shader would read another record (the twin)")
        func anyExtensionWordIsKept() throws {
            let records = try RecordUploadTests.frameRecords()
            let plain = try #require(records.first { record in
                RecordUploadTests.pack([record]).count == QuadInstance.baseTexels * 16
            })
            // The words of the last seven texels, and packed.3 (word 31); not the first clip map column's w (word
            // 47), which the shader never reads and whose place in the extension packed.3 takes.
            for word in Array(32..<60).filter({ $0 != 47 }) + [31] {
                var record = plain
                withUnsafeMutableBytes(of: &record) { bytes in
                    let value = bytes.load(fromByteOffset: word * 4, as: UInt32.self)
                    bytes.storeBytes(of: value ^ 0x0040_0001, toByteOffset: word * 4, as: UInt32.self)
                }
                let packed = RecordUploadTests.pack([record])
                var bytes = packed.bytes
                #expect(packed.count == QuadInstance.stride, "word \(word)")
                bytes.withUnsafeBytes {
                    #expect(RecordUploadTests.shaderView(of: $0.baseAddress!, quad: 0)
                        == RecordUploadTests.words(of: record), "word \(word)")
                }
                // The twin: the base saying "no extension" gives the shader the defaults, which differ from this
                // record in every word it reads (the clip map's w lanes it never reads aside).
                guard ![32 + 4 * 3 + 7, 32 + 4 * 3 + 11].contains(word) else { continue }
                bytes.withUnsafeMutableBytes { $0.storeBytes(of: 0, toByteOffset: 7 * 16 + 12, as: UInt32.self) }
                bytes.withUnsafeBytes {
                    #expect(RecordUploadTests.shaderView(of: $0.baseAddress!, quad: 0)
                        != RecordUploadTests.words(of: record), "word \(word)")
                }
            }
        }

        @Test("the shader's default values draw the pixels of the same values read from every quad's extension")
        func defaultsDrawAsExtensions() throws {
            let target = try OffscreenTarget(width: 240, height: 200)
            let packed = target.render(RecordUploadTests.scene())
            target.compositor.quads.extendsEveryRecord = true
            let extended = target.render(RecordUploadTests.scene())
            target.compositor.quads.extendsEveryRecord = false
            #expect(packed.pixels == extended.pixels)
            // The tiles drew: the last tile's right edge is its fill, not the backdrop.
            #expect(packed.pixel(8 + 5 * 36 + 26, 180) != [0, 0, 255, 255])
        }

        @Test("the twin: a clip two points into the last tile, read from its extension, changes its pixels")
        func extensionClipIsRead() throws {
            let target = try OffscreenTarget(width: 240, height: 200)
            let whole = target.render(RecordUploadTests.scene())
            let cut = target.render(RecordUploadTests.scene(cut: 2))
            #expect(whole.pixels != cut.pixels)
            #expect(cut.pixel(8 + 5 * 36 + 27, 180) == [0, 0, 255, 255])
            #expect(whole.pixel(8 + 5 * 36 + 27, 180) != [0, 0, 255, 255])
        }
    }
}
