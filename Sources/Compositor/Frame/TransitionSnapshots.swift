// The frame builder's transition snapshots (FrameBuilder+Transitions, FrameBuilder+TransitionSnapshots,
// FrameBuilder+SnapshotCopy; docs/architecture.md "Frame cost"; spec §7.3): in frames with transitions, the
// evaluated layers followed by each transition's old appearance, so one traversal and one set of sublayer lists
// serve both; the old appearances rendered into textures kept across frames (TransitionSnapshotEntry); the
// opaque-cover watch while a sliding snapshot is recorded (SnapshotCover); and the watch for a first body that fills
// a snapshot's pass (SnapshotClearWatch). The builder records the passes; this type
// owns what is kept, private to this file.
import QuartzCore
import Foundation

/// A frame builder's transition state: the layers with their old appearances, and the snapshot textures kept.
final class TransitionSnapshots {
    /// In frames with transitions: the evaluated layers followed by each transition's old appearance, as bit copies
    /// that borrow their references (nothing retained or released): they are read only while the frame is built,
    /// while the frame's layers and the transitions' old layers they copy are alive and unchanged, and are never
    /// deinitialized, only written over. Copying the records with retains cost ~2,000 instructions per layer per
    /// frame (BENCHMARKS.md "Transition start").
    private var borrowed: UnsafeMutableRawPointer?
    /// How many records `borrowed` has room for, and how many the last `prepare` wrote.
    private var borrowedCapacity = 0
    private var borrowedCount = 0
    /// Per layer of the prepared layers: the index of its transition's old root there (-1: none).
    private var oldRoots: [Int32] = []
    /// Old appearances rendered into textures, by appearance token; entries a frame did not use are dropped at its
    /// end, and the compositor frees their textures (GLCompositor+Commands).
    private var entries: [ObjectIdentifier: TransitionSnapshotEntry] = [:]
    /// Set while a sliding snapshot whose bounds are whole pixels is recorded (FrameBuilder+SnapshotCopy).
    private(set) var cover: SnapshotCover?
    /// Set while any snapshot is recorded: where its pass began (FrameBuilder+Background folds a first body that
    /// fills it into its clear colour).
    private(set) var clearWatch: SnapshotClearWatch?

    deinit { borrowed?.deallocate() }

    /// How many snapshots are kept, and whether `key` names one (the compositor keeps a texture for each).
    var count: Int { entries.count }
    func contains(_ key: ObjectIdentifier) -> Bool { entries[key] != nil }

    /// In a frame where some layer transitions, fills the layers-with-old-appearances with `layers` followed by
    /// each old appearance (reindexed; its root detached so it is drawn only through its transition) and returns
    /// true. Frames without transitions cost one field check per layer and return false.
    func prepare(_ layers: UnsafeBufferPointer<RenderLayer>) -> Bool {
        var transitions = false
        var total = layers.count
        // A pointer stepped along the records: the indexed loop checked the index and recomputed the address each
        // round, 12 instructions a layer in every frame of every scene.
        if let first = layers.baseAddress {
            var record = first
            let end = first + layers.count
            while record < end {
                if let transition = record.pointee.activeTransition {
                    transitions = true
                    total += transition.track.oldLayers.count
                }
                record += 1
            }
        }
        borrowedCount = 0
        guard transitions, let base = layers.baseAddress else { return false }
        let stride = MemoryLayout<RenderLayer>.stride
        if total > borrowedCapacity {
            borrowed?.deallocate()
            borrowedCapacity = max(total, borrowedCapacity * 2)
            borrowed = UnsafeMutableRawPointer.allocate(byteCount: borrowedCapacity * stride,
                                                        alignment: MemoryLayout<RenderLayer>.alignment)
        }
        guard let raw = borrowed else { return false }
        raw.copyMemory(from: base, byteCount: layers.count * stride)
        let prepared = raw.bindMemory(to: RenderLayer.self, capacity: borrowedCapacity)
        borrowedCount = layers.count
        oldRoots.removeAll(keepingCapacity: true)
        oldRoots.append(contentsOf: repeatElement(-1, count: layers.count))
        for index in 0..<layers.count {
            guard let old = layers[index].activeTransition?.track.oldLayers, !old.isEmpty else { continue }
            let first = borrowedCount
            old.withUnsafeBufferPointer { old in
                (raw + first * stride).copyMemory(from: old.baseAddress!, byteCount: old.count * stride)
            }
            borrowedCount += old.count
            // Only plain fields are written below, so the borrowed references stay as they are.
            let live = UnsafePointer(base + index)
            for copy in first..<borrowedCount {
                if prepared[copy].parentIndex < 0 {
                    // The old appearance shows where the layer is now (its current placement and transform).
                    prepared[copy].position = live.pointee.position
                    prepared[copy].zPosition = live.pointee.zPosition
                    prepared[copy].anchorPoint = live.pointee.anchorPoint
                    prepared[copy].anchorPointZ = live.pointee.anchorPointZ
                    prepared[copy].transform = live.pointee.transform
                    prepared[copy].isDetachedTransitionRoot = true
                } else {
                    prepared[copy].parentIndex += Int32(first)
                }
                if prepared[copy].maskIndex >= 0 { prepared[copy].maskIndex += Int32(first) }
            }
            oldRoots[index] = Int32(first)
        }
        return true
    }

    /// Calls `body` with the layers `prepare` filled: the frame's, then the old appearances.
    func withLayers(_ body: (UnsafeBufferPointer<RenderLayer>) -> Void) {
        let start = borrowed?.assumingMemoryBound(to: RenderLayer.self)
        body(UnsafeBufferPointer(start: start, count: start == nil ? 0 : borrowedCount))
    }

    /// The index of layer `index`'s old appearance root in the prepared layers (-1: none).
    func oldRoot(of index: Int) -> Int { index < oldRoots.count ? Int(oldRoots[index]) : -1 }

    /// Whether snapshot `key` was drawn with the layer at `window` in a frame of this size; if so it is marked used
    /// in `frame` and need not be drawn again.
    func isCurrent(_ key: ObjectIdentifier, window: CATransform3D, viewport: CGSize, pixelSize: CGSize,
                   frame: UInt64) -> Bool {
        guard var entry = entries[key], entry.window == window, entry.viewport == viewport,
              entry.pixelSize == pixelSize else { return false }
        entry.lastFrame = frame
        entries[key] = entry
        return true
    }

    /// Remembers the snapshot just recorded.
    func store(_ entry: TransitionSnapshotEntry) { entries[ObjectIdentifier(entry.token)] = entry }

    /// The whole pixels where snapshot `key` is opaque (nil: none known; its composite blends).
    func opaquePixels(of key: ObjectIdentifier) -> PixelBox? { entries[key]?.opaquePixels }

    /// Starts watching for an opaque cover of `cover` (nil: no watch, as in a fade's pass) and returns the watch it
    /// replaces (a snapshot's pass nested in another's), to hand back to `endCover`.
    func beginCover(_ cover: SnapshotCover?) -> SnapshotCover? {
        let outer = self.cover
        self.cover = cover
        return outer
    }

    /// A layer body covering the watched pixels was seen.
    func markCovered() { cover?.covered = true }

    /// Ends the watch, restoring `outer`; returns whether the watched pixels were covered.
    func endCover(restoring outer: SnapshotCover?) -> Bool {
        let covered = cover?.covered == true
        cover = outer
        return covered
    }

    /// Starts watching snapshot pass `watch` for a first body that fills it, and returns the watch it replaces (a
    /// snapshot's pass nested in another's), to hand back to `endClearWatch`.
    func beginClearWatch(_ watch: SnapshotClearWatch) -> SnapshotClearWatch? {
        let outer = clearWatch
        clearWatch = watch
        return outer
    }

    /// Ends the watch, restoring `outer`.
    func endClearWatch(restoring outer: SnapshotClearWatch?) { clearWatch = outer }

    /// Forgets the snapshots frame `frame` did not use (their transitions ended or were replaced).
    func endFrame(_ frame: UInt64) {
        guard !entries.isEmpty else { return }
        if entries.values.contains(where: { $0.lastFrame != frame }) {
            entries = entries.filter { $0.value.lastFrame == frame }
        }
    }
}
