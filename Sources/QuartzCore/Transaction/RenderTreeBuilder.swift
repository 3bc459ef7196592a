// Turns a hosted model tree into the immutable RenderTree the compositor draws (docs/architecture.md "The flow of one change"):
// depth-first, parents before sublayers, each layer's mask subtree stored after the layer's own subtree
// (RenderLayer.maskIndex). Each record holds the model values the property table marks as drawn and the layer's
// animations, stamped and compiled by the animation code (CALayer+CommitAnimations.swift) in the same walk; each
// layer is told it was published (CALayer+Published.swift).
import Foundation

enum RenderTreeBuilder {
    /// `expectedCount`: how many layers the tree likely has (the previous snapshot's count), reserved up front so
    /// a big tree's 912-byte records are not moved as the array grows.
    static func makeTree(root: CALayer, generation: UInt64, commitTime: CFTimeInterval,
                         viewportSize: CGSize, expectedCount: Int = 0) -> RenderTree {
        var layers: [RenderLayer] = []
        layers.reserveCapacity(max(64, expectedCount))
        var subclassed: [SubclassedLayer] = []
        append(root, parent: -1, isMask: false, commitTime: commitTime, into: &layers, subclassed: &subclassed)
        for entry in subclassed { describe(entry, in: &layers) }
        return RenderTree(layers: layers, generation: generation, commitTime: commitTime,
                          viewportSize: viewportSize)
    }

    /// A layer of a CALayer subclass, described after its animations are compiled (`renderLayerClass(tracks:)`).
    private struct SubclassedLayer {
        let index: Int
        let layer: CALayer
    }

    /// Depth-first with an explicit stack (trees may be CALayer.maximumTreeDepth deep): each entry's record is
    /// appended when popped, with its animations (spec §3.5: uncommitted ones stamped with the commit time);
    /// its mask is pushed first and its sublayers last-to-first, so the sublayers' subtrees come out in order and
    /// the mask's subtree after them.
    private static func append(_ root: CALayer, parent: Int32, isMask: Bool, commitTime: CFTimeInterval,
                               into layers: inout [RenderLayer], subclassed: inout [SubclassedLayer]) {
        // Each entry carries its superlayer's media-time map, so a layer's own map is one composition, not a walk
        // up the tree (CALayer+Time.swift `mediaTimeMap`: a mask has no superlayer, so its map starts from media
        // time, as a root's does).
        var pending: [(layer: CALayer, parent: Int32, isMask: Bool, parentTime: MediaTimeMap)] =
            [(root, parent, isMask, root.superlayerStorage?.mediaTimeMap ?? .identity)]
        pending.reserveCapacity(max(64, layers.capacity / 4))
        while let (layer, parent, isMask, parentTime) = pending.popLast() {
            let timeMap = parentTime.followed(by: layer.ownTimeMap)
            let index = Int32(layers.count)
            if isMask, parent >= 0 { layers[Int(parent)].maskIndex = index }
            // Appended blank, then recorded where it lies: no copy of the 912-byte record.
            layers.append(RenderLayer(parentIndex: parent))
            layers[Int(index)].isMask = isMask
            layers[Int(index)].record(layer)
            // contentsAreFlipped(): the parent's (a mask's: its layer's) flip, toggled by this layer's own.
            let parentFlipped = parent >= 0 && layers[Int(parent)].contentsAreFlipped
            layers[Int(index)].contentsAreFlipped = parentFlipped != layer.values.isGeometryFlipped
            if layer.hasAnimations {
                layers[Int(index)].animations = layer.commitAnimations(at: commitTime, timeMap: timeMap)
            }
            layer.didPublish()
            if type(of: layer) != CALayer.self { subclassed.append(SubclassedLayer(index: Int(index), layer: layer)) }
            if let mask = layer.maskStorage { pending.append((mask, index, true, .identity)) }
            for sublayer in layer.sublayerList.reversed() { pending.append((sublayer, index, false, timeMap)) }
        }
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
