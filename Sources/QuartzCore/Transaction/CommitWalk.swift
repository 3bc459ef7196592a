// The commit's walk of a hosted tree (docs/architecture.md "The flow of one change"; RenderTreeBuilder.swift makes
// the snapshot from it): depth-first, parents before sublayers, each layer's mask subtree after the layer's own
// subtree, every layer listed with what its record needs from the walk. The lists are kept by the render context
// between commits (RenderContextHost.swift), so a big tree's walk allocates nothing once they have grown.
import Foundation

/// One layer as the commit's walk listed it: where its record goes and what the record needs from the walk.
struct WalkedLayer {
    /// Not retained: the tree holds it, and the list is emptied before the commit returns.
    unowned(unsafe) let layer: CALayer
    let parent: Int32
    /// Its mask's index in the snapshot, set when the walk reaches the mask (-1: none).
    var maskIndex: Int32 = -1
    let isMask: Bool
    let contentsAreFlipped: Bool
    let timeMap: MediaTimeMap
    /// Whether its record may be made on a worker thread (CommitRecords.swift).
    let recordsOffThread: Bool

    init(layer: CALayer, parent: Int32, isMask: Bool, contentsAreFlipped: Bool, timeMap: MediaTimeMap,
         recordsOffThread: Bool) {
        self.layer = layer
        self.parent = parent
        self.isMask = isMask
        self.contentsAreFlipped = contentsAreFlipped
        self.timeMap = timeMap
        self.recordsOffThread = recordsOffThread
    }
}

/// The walk's lists: the layers in snapshot order, the subclass layers among them, and the stack the walk runs on.
struct CommitWalk {
    /// A layer of a CALayer subclass, described after its animations are compiled (`renderLayerClass(tracks:)`).
    struct SubclassedLayer {
        let index: Int
        let layer: CALayer
    }

    /// A layer waiting on the walk's stack, with its superlayer's media-time map and flip. The layer is not retained
    /// (a plain value: no retain, release or destroy per layer): its superlayer holds it, and the walk runs no code
    /// that could change the tree, only reads of stored properties.
    private struct Pending {
        unowned(unsafe) let layer: CALayer
        let parent: Int32
        let isMask: Bool
        let parentTime: MediaTimeMap
        let parentFlipped: Bool
    }

    /// Every layer of the last walk, in snapshot order.
    private(set) var walked: [WalkedLayer] = []
    /// The subclass layers among them.
    private(set) var subclassed: [SubclassedLayer] = []
    /// How many of them may be recorded off the committing thread.
    private(set) var offThreadCount = 0
    private var pending: [Pending] = []

    /// Walks the tree under `root` with an explicit stack (trees may be CALayer.maximumTreeDepth deep): each layer
    /// is listed when popped; its mask is pushed first and its sublayers last-to-first, so the sublayers' subtrees
    /// come out in order and the mask's subtree after them. `expectedCount`: the tree's likely size (the previous
    /// snapshot's), reserved up front.
    mutating func run(from root: CALayer, expectedCount: Int) {
        clear()
        walked.reserveCapacity(max(64, expectedCount))
        pending.reserveCapacity(max(64, expectedCount))
        // Each entry carries its superlayer's media-time map, so a layer's own map is one composition, not a walk
        // up the tree (CALayer+Time.swift `mediaTimeMap`: a mask has no superlayer, so its map starts from media
        // time, as a root's does); and its superlayer's flip (a mask's: its layer's), which its own toggles
        // (contentsAreFlipped()).
        pending.append(Pending(layer: root, parent: -1, isMask: false,
                               parentTime: root.superlayerStorage?.mediaTimeMap ?? .identity, parentFlipped: false))
        while !pending.isEmpty {
            let next = pending.removeLast()
            let layer = next.layer
            let timeMap = next.parentTime.followed(by: layer.ownTimeMap)
            let index = Int32(walked.count)
            if next.isMask, next.parent >= 0 { walked[Int(next.parent)].maskIndex = index }
            let flipped = next.parentFlipped != layer.values.isGeometryFlipped
            let isPlain = ObjectIdentifier(type(of: layer)) == ObjectIdentifier(CALayer.self)
            let recordsOffThread = isPlain && layer.animationList.commitsOffThread
            if recordsOffThread { offThreadCount += 1 }
            walked.append(WalkedLayer(layer: layer, parent: next.parent, isMask: next.isMask,
                                      contentsAreFlipped: flipped, timeMap: timeMap,
                                      recordsOffThread: recordsOffThread))
            if !isPlain { subclassed.append(SubclassedLayer(index: Int(index), layer: layer)) }
            if let mask = layer.maskStorage {
                pending.append(Pending(layer: mask, parent: index, isMask: true, parentTime: .identity,
                                       parentFlipped: flipped))
            }
            for sublayer in layer.sublayerList.reversed() {
                pending.append(Pending(layer: sublayer, parent: index, isMask: false, parentTime: timeMap,
                                       parentFlipped: flipped))
            }
        }
    }

    /// Empties the lists, keeping their capacity: no layer stays referenced after the commit.
    mutating func clear() {
        walked.removeAll(keepingCapacity: true)
        subclassed.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        offThreadCount = 0
    }
}
