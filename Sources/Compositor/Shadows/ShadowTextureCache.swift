// Blurred shadows kept across frames (FrameBuilder+CompositedShadow): a shadow's texture is drawn again only when
// what it is drawn from changes. Entries are found by their signature (ShadowSignature: the source pass's quads in
// the shadow's own space, which do not depend on where the layer is on screen, so a moving layer keeps its shadow);
// equal signatures give equal pixels, so two identical layers share one texture. An entry the last frame did not use
// is dropped, and the compositor frees its texture.
import QuartzCore
import Foundation

/// The frame builder's blurred shadows by signature; each has a key naming its texture in the compositor.
final class ShadowTextureCache {
    struct Entry {
        let key: Int
        let words: [UInt32]
        /// Where the texture lies in the layer's bounds space (before shadowOffset).
        let rect: CGRect
        var lastFrame: UInt64
    }

    private var entries: [Int: Entry] = [:]
    /// Texture key → signature hash, for the compositor's look-ups.
    private var hashes: [Int: Int] = [:]
    private var staleHashes: [Int] = []
    /// The key the next stored entry gets; keys are never reused, so a new texture never passes for an old one.
    private(set) var nextKey = 1

    var count: Int { entries.count }

    /// Whether the texture `key` is still wanted.
    func contains(key: Int) -> Bool { hashes[key] != nil }

    /// The entry drawn from exactly `words`, marked used in `frame`.
    func entry(hash: Int, words: [UInt32], frame: UInt64) -> Entry? {
        guard var entry = entries[hash], entry.words == words else { return nil }
        entry.lastFrame = frame
        entries[hash] = entry
        return entry
    }

    /// Remembers a shadow whose source pass this frame records; returns its texture key.
    func store(hash: Int, words: [UInt32], rect: CGRect, frame: UInt64) -> Int {
        let key = nextKey
        nextKey += 1
        if let replaced = entries[hash] { hashes[replaced.key] = nil }
        entries[hash] = Entry(key: key, words: words, rect: rect, lastFrame: frame)
        hashes[key] = hash
        return key
    }

    /// Forgets the entries stored from `key` on: their source passes were rolled back and will not be drawn.
    func discard(from key: Int) {
        guard key < nextKey else { return }
        for (texture, hash) in hashes where texture >= key {
            entries[hash] = nil
            hashes[texture] = nil
        }
    }

    /// Ends a frame: entries it did not use are dropped.
    func endFrame(_ frame: UInt64) {
        staleHashes.removeAll(keepingCapacity: true)
        for (hash, entry) in entries where entry.lastFrame != frame { staleHashes.append(hash) }
        for hash in staleHashes {
            if let entry = entries.removeValue(forKey: hash) { hashes[entry.key] = nil }
        }
    }

    /// Forgets everything (the compositor could not draw the passes).
    func removeAll() {
        entries.removeAll()
        hashes.removeAll()
    }
}
