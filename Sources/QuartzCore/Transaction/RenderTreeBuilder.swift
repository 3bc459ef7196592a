// Turns a hosted model tree into the immutable RenderTree the compositor draws (docs/architecture.md "The flow of one change"):
// depth-first, parents before sublayers, each layer's mask subtree stored after the layer's own subtree
// (RenderLayer.maskIndex). One walk lists the layers in that order; then each layer's record is made from the list
// (CommitRecords.swift, on several threads for a big tree): the model values the property table marks as drawn
// and the layer's animations, stamped and compiled by the animation code (CALayer+CommitAnimations.swift), and the
// layer is told it was published (CALayer+Published.swift).
import Foundation

enum RenderTreeBuilder {
    /// `expectedCount`: how many layers the tree likely has (the previous snapshot's count), reserved up front so
    /// a big tree's walk does not grow its list; `walked`: the walk's list, kept by the caller between commits
    /// (emptied here, its capacity kept); `threads`: how many threads make the records (nil: as many as the tree's
    /// size and the machine's cores call for, CommitRecords.threadCount).
    static func makeTree(root: CALayer, generation: UInt64, commitTime: CFTimeInterval,
                         viewportSize: CGSize, expectedCount: Int = 0,
                         walked: inout [WalkedLayer], threads: Int? = nil) -> RenderTree {
        walked.removeAll(keepingCapacity: true)
        walked.reserveCapacity(max(64, expectedCount))
        var subclassed: [SubclassedLayer] = []
        let offThread = walk(root, into: &walked, subclassed: &subclassed)
        var layers = walked.withUnsafeBufferPointer { walked in
            [RenderLayer](unsafeUninitializedCapacity: walked.count) { records, count in
                CommitRecords.fill(records.baseAddress!, from: walked, offThreadCount: offThread,
                                   commitTime: commitTime, threads: threads)
                count = walked.count
            }
        }
        walked.removeAll(keepingCapacity: true)
        for entry in subclassed { describe(entry, in: &layers) }
        return RenderTree(layers: layers, generation: generation, commitTime: commitTime,
                          viewportSize: viewportSize)
    }

    /// A layer of a CALayer subclass, described after its animations are compiled (`renderLayerClass(tracks:)`).
    private struct SubclassedLayer {
        let index: Int
        let layer: CALayer
    }

    /// Depth-first with an explicit stack (trees may be CALayer.maximumTreeDepth deep): each layer is listed when
    /// popped, with what its record needs from the walk (its parent, its mask's index, its flip, its media-time
    /// map); its mask is pushed first and its sublayers last-to-first, so the sublayers' subtrees come out in order
    /// and the mask's subtree after them. The records themselves are made from the list (CommitRecords).
    /// Returns how many listed layers may be recorded off the committing thread.
    private static func walk(_ root: CALayer, into walked: inout [WalkedLayer],
                             subclassed: inout [SubclassedLayer]) -> Int {
        // Each entry carries its superlayer's media-time map, so a layer's own map is one composition, not a walk
        // up the tree (CALayer+Time.swift `mediaTimeMap`: a mask has no superlayer, so its map starts from media
        // time, as a root's does); and its superlayer's flip (a mask's: its layer's), which its own toggles
        // (contentsAreFlipped()).
        var pending: [(layer: CALayer, parent: Int32, isMask: Bool, parentTime: MediaTimeMap, parentFlipped: Bool)] =
            [(root, -1, false, root.superlayerStorage?.mediaTimeMap ?? .identity, false)]
        pending.reserveCapacity(max(64, walked.capacity / 4))
        var offThread = 0
        while let (layer, parent, isMask, parentTime, parentFlipped) = pending.popLast() {
            let timeMap = parentTime.followed(by: layer.ownTimeMap)
            let index = Int32(walked.count)
            if isMask, parent >= 0 { walked[Int(parent)].maskIndex = index }
            let flipped = parentFlipped != layer.values.isGeometryFlipped
            let isPlain = ObjectIdentifier(type(of: layer)) == ObjectIdentifier(CALayer.self)
            let recordsOffThread = isPlain && layer.animationList.commitsOffThread
            if recordsOffThread { offThread += 1 }
            walked.append(WalkedLayer(layer: layer, parent: parent, isMask: isMask, contentsAreFlipped: flipped,
                                      timeMap: timeMap, recordsOffThread: recordsOffThread))
            if !isPlain { subclassed.append(SubclassedLayer(index: Int(index), layer: layer)) }
            if let mask = layer.maskStorage { pending.append((mask, index, true, .identity, flipped)) }
            for sublayer in layer.sublayerList.reversed() {
                pending.append((sublayer, index, false, timeMap, flipped))
            }
        }
        return offThread
    }

    /// Completes the class's part of the record at `entry.index`: a replicator's (filled from the table's rows) gets
    /// its sublayer range, which only the whole tree tells; another class's is what the layer describes, if anything.
    private static func describe(_ entry: SubclassedLayer, in layers: inout [RenderLayer]) {
        if case .replicator(var replicator) = layers[entry.index].layerClass {
            replicator.sublayerEntryCount = Int32(sublayerEntryCount(of: entry.index, in: layers))
            layers[entry.index].layerClass = .replicator(replicator)
        } else if let part = entry.layer.renderLayerClass(tracks: layers[entry.index].animations.tracks) {
            layers[entry.index].layerClass = part
        }
    }

    /// How many entries after `index` hold its sublayers' subtrees: they run until an entry whose parent comes
    /// before `index` (outside the subtree) or `index`'s own mask.
    private static func sublayerEntryCount(of index: Int, in layers: [RenderLayer]) -> Int {
        var end = index + 1
        while end < layers.count {
            let parent = Int(layers[end].parentIndex)
            if parent < index || parent == index && layers[end].isMask { break }
            end += 1
        }
        return end - index - 1
    }

    /// The render-side copy of one layer's model values: every property the table records
    /// (RenderLayer+Record.swift).
    static func record(for layer: CALayer, parent: Int32, isMask: Bool) -> RenderLayer {
        var r = RenderLayer(parentIndex: parent)
        r.isMask = isMask
        r.record(layer)
        return r
    }
}
