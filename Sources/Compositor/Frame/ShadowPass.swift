// The frame builder's shadow pass (FrameBuilder+Shadow, FrameBuilder+CompositedShadow; docs/architecture.md "The
// compositor"): what it keeps across frames (the blurred shadows by signature, the shadowPaths already classified)
// and what it tracks while a frame is built (how deep in shadow source passes the builder is, and the instance
// ranges of the passes recorded, which an enclosing pass leaves alone). The builder records the quads; this type
// owns the bookkeeping, private to this file.
import QuartzCore
import Foundation

/// A frame builder's shadow state: the blurred-shadow cache and the source passes being recorded.
final class ShadowPass {
    /// Blurred shadows kept across frames by what they were drawn from (the compositor frees the textures of the
    /// entries it drops: GLCompositor+Shadows).
    let cache = ShadowTextureCache()
    /// How many shadow source passes are being recorded (nested: a shadowed sublayer inside a shadowed layer).
    private var sourceDepth = 0
    /// The instance ranges of the frame's recorded shadow source passes, outermost only, in order: they are drawn in
    /// their own texture's space, so an enclosing pass leaves them alone when it measures and places its quads.
    private var sourceRanges: [Range<Int>] = []
    /// The shadow signature being compared (reused; ShadowSignature).
    private var words: [UInt32] = []
    /// shadowPaths already classified as exact rounded rectangles or not.
    private var shapes: [[CGPath.Element]: ShadowShape?] = [:]

    /// Whether a shadow source pass is being recorded (drawn in the shadow's own space, not the window's).
    var isRecordingSource: Bool { sourceDepth > 0 }

    /// Starts a frame: no source pass is open or recorded.
    func beginFrame() {
        sourceDepth = 0
        sourceRanges.removeAll(keepingCapacity: true)
    }

    /// Ends a frame: shadows it did not draw are dropped from the cache.
    func endFrame(_ frame: UInt64) { cache.endFrame(frame) }

    /// Marks the start and end of recording a source pass.
    func enterSource() { sourceDepth += 1 }
    func leaveSource() { sourceDepth -= 1 }

    /// The shadowPath as an exact rounded rectangle, remembered per path so a path is classified once, not per frame.
    func exactShape(_ path: [CGPath.Element]) -> ShadowShape? {
        if let known = shapes[path] { return known }
        // An animated path gives a new key every frame: start over rather than grow without bound.
        if shapes.count >= 64 { shapes.removeAll(keepingCapacity: true) }
        let shape = ShadowShape.exact(path)
        shapes[path] = .some(shape)
        return shape
    }

    /// Takes the signature of the source pass just recorded (its commands after the pass's opening one, its
    /// instances from `firstInstance`, its gradient stops) and returns its hash and the cached shadow drawn from
    /// exactly it, marked used in `frame` (nil: none).
    func lookUp(scale: Double, sigma: Double, commands: ArraySlice<DrawCommand>, instances: ArraySlice<QuadInstance>,
                firstInstance: Int, stops: ArraySlice<SIMD4<Float>>, frame: UInt64)
        -> (hash: Int, kept: ShadowTextureCache.Entry?) {
        ShadowSignature.encode(scale: scale, sigma: sigma, commands: commands, instances: instances,
                               firstInstance: firstInstance, stops: stops, into: &words)
        let hash = ShadowSignature.hash(words)
        return (hash, cache.entry(hash: hash, words: words, frame: frame))
    }

    /// Remembers the shadow whose signature `lookUp` last took, covering `rect` of the bounds space, and the
    /// instances its pass recorded; returns its texture key.
    func store(hash: Int, rect: CGRect, frame: UInt64, records: Range<Int>) -> Int {
        let key = cache.store(hash: hash, words: words, rect: rect, frame: frame)
        dropRanges(from: records.lowerBound)
        sourceRanges.append(records)
        return key
    }

    /// Forgets what was recorded from instance `instance` and cache key `key` on (a pass rolled back).
    func rollBack(toInstance instance: Int, key: Int) {
        dropRanges(from: instance)
        cache.discard(from: key)
    }

    /// Drops the recorded ranges that start at or after `instance` (nested in a pass being closed or rolled back).
    private func dropRanges(from instance: Int) {
        while let last = sourceRanges.last, last.lowerBound >= instance { sourceRanges.removeLast() }
    }

    /// Calls `body` with each record index of `range` outside the nested source passes recorded within it.
    func forEachPlacedRecord(in range: Range<Int>, _ body: (Int) -> Void) {
        var nested = sourceRanges.count
        while nested > 0, sourceRanges[nested - 1].lowerBound >= range.lowerBound { nested -= 1 }
        var index = range.lowerBound
        while index < range.upperBound {
            if nested < sourceRanges.count, sourceRanges[nested].lowerBound == index {
                index = sourceRanges[nested].upperBound
                nested += 1
                continue
            }
            body(index)
            index += 1
        }
    }
}
