// The frame builder's shouldRasterize bitmaps (FrameBuilder+Rasterize; docs/architecture.md "The compositor", "Frame
// cost"): the entries kept across frames by layer index (RasterEntry), the shared atlas pages most bitmaps live in
// (Atlas/RasterAtlas), which bitmaps have a texture of their own, and how deep in raster passes the builder is. The
// builder records a bitmap's quads; this type decides whether they draw what the bitmap holds and where it lives,
// with its state private to this file.
import QuartzCore
import Foundation

/// A frame builder's shouldRasterize state: kept bitmaps, their atlas, and the raster passes being recorded.
final class RasterPass {
    /// The shared pages most bitmaps are rendered into (the compositor keeps one render target per page:
    /// GLCompositor+RasterAtlas).
    let atlas = RasterAtlas()
    /// Bitmaps kept across frames, by layer index.
    private var entries: [Int: RasterEntry] = [:]
    /// The keys of the kept bitmaps with a texture of their own.
    private var ownTextureKeys: Set<ObjectIdentifier> = []
    /// Scratch for comparing a raster's draw steps with its entry's (reused).
    private var steps: [DamageStep] = []
    /// How many rasters are being drawn around the current layer (a rasterised layer inside one draws live).
    private var depth = 0

    /// Whether a raster pass is being recorded.
    var isRecording: Bool { depth > 0 }

    func beginFrame() { depth = 0 }
    func enter() { depth += 1 }
    func leave() { depth -= 1 }

    /// How many kept bitmaps have a texture of their own, and whether `key` names one.
    var ownTextureCount: Int { ownTextureKeys.count }
    func ownsTexture(_ key: ObjectIdentifier) -> Bool { ownTextureKeys.contains(key) }

    /// Takes layer `index`'s entry out while it is updated (so its arrays are not shared and keep their buffers),
    /// cleared of what no longer holds: an atlas rectangle given away, or a bitmap of another extent, scale or frame
    /// size (then it is drawn again).
    func takeEntry(for index: Int, extent: CGRect, scale: CGFloat, pixelSize: CGSize) -> RasterEntry {
        var entry = entries.removeValue(forKey: index) ?? RasterEntry()
        if let slot = entry.slot, !atlas.isCurrent(slot) {
            entry.slot = nil
            entry.steps.removeAll(keepingCapacity: true)   // its rectangle was given away: draw it again
        }
        if entry.extent != extent || entry.scale != scale || entry.pixelSize != pixelSize {
            entry.records.removeAll(keepingCapacity: true)   // forces a redraw
            entry.steps.removeAll(keepingCapacity: true)
        }
        return entry
    }

    /// Puts layer `index`'s entry back, used in `frame`.
    func putEntry(_ entry: RasterEntry, for index: Int, frame: UInt64) {
        var entry = entry
        entry.lastFrame = frame
        entries[index] = entry
    }

    /// Whether the commands, records and gradient stops just recorded draw what `entry`'s bitmap holds: the same
    /// records, draw steps and stops draw the same pixels.
    func drewSame(_ entry: RasterEntry, commands: ArraySlice<DrawCommand>, records: ArraySlice<QuadInstance>,
                  stops: ArraySlice<SIMD4<Float>>) -> Bool {
        guard !entry.steps.isEmpty, records.count == entry.records.count, stops.count == entry.stops.count else {
            return false
        }
        steps.removeAll(keepingCapacity: true)
        for command in commands { DamageStep.append(command, to: &steps) }
        guard steps.count == entry.steps.count, zip(steps, entry.steps).allSatisfy({ $0.drawsLike($1) }) else {
            return false
        }
        for (record, kept) in zip(records, entry.records) where !RasterPass.sameBytes(record, kept) { return false }
        for (stop, kept) in zip(stops, entry.stops) where stop != kept { return false }
        return true
    }

    static func sameBytes(_ a: QuadInstance, _ b: QuadInstance) -> Bool {
        withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in memcmp(x.baseAddress!, y.baseAddress!,
                                                                             QuadInstance.stride) == 0 } }
    }

    /// Decides where a bitmap drawn again this frame lives: its rectangle in the atlas when it fits a page and its
    /// pass (`passCommands`, after the pass's opening command) draws only quads and shadows, which keep to its
    /// viewport; else a texture of its own. Returns the command that opens the pass in the atlas (nil: its own
    /// texture, the pass's opening command stays).
    func place(_ entry: inout RasterEntry, width: Int, height: Int, passCommands: ArraySlice<DrawCommand>)
        -> DrawCommand? {
        let suitsAtlas = width <= atlas.largestSide && height <= atlas.largestSide
            && passCommands.allSatisfy {
                switch $0 {
                case .quads, .compositeShadow, .beginShadowSource, .endShadowSource, .endGroup: return true
                default: return false
                }
            }
        if let slot = entry.slot, !(suitsAtlas && slot.holds(width: width, height: height)) {
            atlas.release(slot)
            entry.slot = nil
        }
        if suitsAtlas, entry.slot == nil { entry.slot = atlas.allocate(width: width, height: height) }
        return entry.slot.map { .beginAtlasRaster(slot: $0, width: width, height: height) }
    }

    /// Forgets the bitmaps frame `frame` did not use (giving back their atlas rectangles), and keeps the own-texture
    /// keys in step with the bitmaps that have a texture of their own.
    func endFrame(_ frame: UInt64) {
        if entries.values.contains(where: { $0.lastFrame != frame }) {
            for entry in entries.values where entry.lastFrame != frame {
                if let slot = entry.slot { atlas.release(slot) }
            }
            entries = entries.filter { $0.value.lastFrame == frame }
            atlas.trim()
        }
        let ownTextures = entries.values.reduce(0) { $0 + ($1.slot == nil ? 1 : 0) }
        if ownTextureKeys.count != ownTextures
            || entries.values.contains(where: { $0.slot == nil && !ownTextureKeys.contains($0.key) }) {
            ownTextureKeys = Set(entries.values.lazy.filter { $0.slot == nil }.map(\.key))
        }
    }
}
