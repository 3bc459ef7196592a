// Turns a hosted model tree into the immutable RenderTree the compositor draws (docs/architecture.md "The flow of one change"):
// depth-first, parents before sublayers, each layer's mask subtree stored after the layer's own subtree
// (RenderLayer.maskIndex). One walk lists the layers in that order (CommitWalk.swift); then each layer's record is
// made from the list (CommitRecords.swift, on several threads for a big tree): the model values the property table marks as drawn
// and the layer's animations, stamped and compiled by the animation code (CALayer+CommitAnimations.swift), and the
// layer is told it was published (CALayer+Published.swift).
import Foundation

enum RenderTreeBuilder {
    /// `expectedCount`: how many layers the tree likely has (the previous snapshot's count), reserved up front so
    /// a big tree's walk does not grow its lists; `walk`: the walk's lists, kept by the caller between commits
    /// (emptied here, their capacity kept); `threads`: how many threads make the records (nil: as many as the
    /// tree's size and the machine's cores call for, CommitRecords.threadCount).
    static func makeTree(root: CALayer, generation: UInt64, commitTime: CFTimeInterval,
                         viewportSize: CGSize, expectedCount: Int = 0,
                         walk: inout CommitWalk, threads: Int? = nil) -> RenderTree {
        walk.run(from: root, expectedCount: expectedCount)
        let offThread = walk.offThreadCount
        var layers = walk.walked.withUnsafeBufferPointer { walked in
            [RenderLayer](unsafeUninitializedCapacity: walked.count) { records, count in
                CommitRecords.fill(records.baseAddress!, from: walked, offThreadCount: offThread,
                                   commitTime: commitTime, threads: threads)
                count = walked.count
            }
        }
        for entry in walk.subclassed { describe(entry, in: &layers) }
        walk.clear()
        return RenderTree(layers: layers, generation: generation, commitTime: commitTime,
                          viewportSize: viewportSize)
    }

    /// Completes the class's part of the record at `entry.index`: a replicator's (filled from the table's rows) gets
    /// its sublayer range, which only the whole tree tells; another class's is what the layer describes, if anything.
    private static func describe(_ entry: CommitWalk.SubclassedLayer, in layers: inout [RenderLayer]) {
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
