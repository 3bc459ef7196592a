// What a shadow source pass draws, as words to compare and hash (ShadowTextureCache): its commands (with the images
// by identifier and instances relative to the pass), its quad records byte for byte, the gradient stops it added, and
// the scale and blur. Records hold every value the shader reads, so equal words draw equal pixels.
import QuartzCore
import Foundation

enum ShadowSignature {
    /// Replaces `words` with the signature of the pass whose commands are `commands` and whose records and stops
    /// start at `firstInstance` and `firstStop`.
    static func encode(scale: Double, sigma: Double, commands: ArraySlice<DrawCommand>,
                       instances: ArraySlice<QuadInstance>, firstInstance: Int, stops: ArraySlice<SIMD4<Float>>,
                       into words: inout [UInt32]) {
        words.removeAll(keepingCapacity: true)
        append(scale, to: &words)
        append(sigma, to: &words)
        func relative(_ index: Int) -> UInt32 { UInt32(truncatingIfNeeded: index - firstInstance) }
        // One append per word: an array literal here would allocate on every frame.
        for command in commands {
            switch command {
            case .quads(let first, let count, let image, let program):
                let identifier = image?.identifier ?? 0
                words.append(1)
                words.append(relative(first))
                words.append(UInt32(count))
                words.append(UInt32(program.rawValue))
                words.append(UInt32(truncatingIfNeeded: identifier))
                words.append(UInt32(truncatingIfNeeded: identifier >> 32))
            case .beginGroup(let slot):
                words.append(2)
                words.append(UInt32(slot))
            case .endGroup:
                words.append(3)
            case .composite(let instance, let slot, let maskSlot):
                words.append(4)
                words.append(relative(instance))
                words.append(UInt32(slot))
                words.append(UInt32(bitPattern: Int32(maskSlot)))
            case .beginShadowSource(let key, _, _):
                words.append(5)
                words.append(UInt32(key))
            case .endShadowSource(let key, _, _, _):
                words.append(6)
                words.append(UInt32(key))
            case .compositeShadow(let instance, let key):
                words.append(7)
                words.append(relative(instance))
                words.append(UInt32(key))
            case .beginSnapshot, .compositeSnapshot, .beginRaster, .rasterComposite, .beginAtlasRaster, .rasterQuads,
                 .textQuads:
                words.append(8)
            }
        }
        for instance in instances {
            withUnsafeBytes(of: instance) { words.append(contentsOf: $0.bindMemory(to: UInt32.self)) }
        }
        for stop in stops {
            words.append(stop.x.bitPattern)
            words.append(stop.y.bitPattern)
            words.append(stop.z.bitPattern)
            words.append(stop.w.bitPattern)
        }
    }

    static func hash(_ words: [UInt32]) -> Int {
        var hasher = Hasher()
        words.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    private static func append(_ value: Double, to words: inout [UInt32]) {
        words.append(UInt32(truncatingIfNeeded: value.bitPattern))
        words.append(UInt32(truncatingIfNeeded: value.bitPattern >> 32))
    }
}
