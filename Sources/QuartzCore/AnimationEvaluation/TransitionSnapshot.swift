// The old appearance of a transitioning layer (spec §7.3: "the old rendered appearance of the layer and its whole
// sublayer tree, as of before the changes in the committing transaction"). At the commit that first publishes a
// CATransition, the hosting context's latestTree is still the previous commit's tree: the layer is found there by
// its path of sublayer positions, and that subtree is copied, evaluated at the commit time and stripped of
// animations. Later commits find the same transition (same stamped beginTime) in the previous tree and carry its
// snapshot forward, so the old appearance is taken once. Runs on the committing thread, only for transitions.
import Foundation

enum TransitionSnapshot {
    /// The old appearance of `layer` for the transition stamped with `beginTime`; empty when the layer was not
    /// in the previous tree (first commit, or not hosted).
    static func oldAppearance(of layer: CALayer, beginTime: Double) -> [RenderLayer] {
        guard let host = layer.hosting?.host, let root = host.rootLayer,
              let path = path(of: layer, under: root) else { return [] }
        let previous = host.latestTree.layers
        guard let index = index(following: path, in: previous) else { return [] }
        for track in previous[index].animations.tracks {
            if let detail = track.detail, case .transition(let old) = detail.content, track.timing.beginTime == beginTime {
                return old.oldLayers
            }
        }
        return subtree(at: index, of: previous, evaluatedAt: CACurrentMediaTime())
    }

    /// One step from a layer down to a sublayer (by position in `sublayers`) or to its mask.
    enum Step: Equatable {
        case sublayer(Int)
        case mask
    }

    /// The steps from `root` down to `layer`, or nil when `layer` is not in `root`'s tree.
    static func path(of layer: CALayer, under root: CALayer) -> [Step]? {
        var steps: [Step] = []
        var current = layer
        while current !== root {
            guard let parent = current.superlayerStorage ?? current.maskedLayer else { return nil }
            if parent.maskStorage === current {
                steps.append(.mask)
            } else {
                guard let position = parent.sublayerList.firstIndex(where: { $0 === current }) else { return nil }
                steps.append(.sublayer(position))
            }
            current = parent
        }
        return steps.reversed()
    }

    /// The index `path` leads to in a flattened tree (RenderTreeBuilder order: a layer, its sublayers' subtrees,
    /// then its mask's subtree), or nil when the tree has no layer there.
    static func index(following path: [Step], in layers: [RenderLayer]) -> Int? {
        guard !layers.isEmpty else { return nil }
        var current = 0
        for step in path {
            switch step {
            case .mask:
                let mask = Int(layers[current].maskIndex)
                guard mask > current, mask < layers.count else { return nil }
                current = mask
            case .sublayer(let position):
                var child = current + 1
                var seen = 0
                while true {
                    guard child < layers.count, Int(layers[child].parentIndex) == current,
                          !layers[child].isMask else { return nil }
                    if seen == position { break }
                    seen += 1
                    child = subtreeEnd(of: child, in: layers)
                }
                current = child
            }
        }
        return current
    }

    /// One past the last index of the subtree at `index` (a depth-first tree keeps each subtree contiguous).
    static func subtreeEnd(of index: Int, in layers: [RenderLayer]) -> Int {
        var end = index + 1
        while end < layers.count, Int(layers[end].parentIndex) >= index { end += 1 }
        return end
    }

    /// The subtree at `index` as a tree of its own (index 0 its root), presentation values at `time`, no animations.
    static func subtree(at index: Int, of layers: [RenderLayer], evaluatedAt time: Double) -> [RenderLayer] {
        let end = subtreeEnd(of: index, in: layers)
        var copy = Array(layers[index..<end])
        let shift = Int32(index)
        for position in copy.indices {
            copy[position].applyAnimations(atMediaTime: time)
            copy[position].animations = .none
            copy[position].activeTransition = nil
            copy[position].parentIndex = position == 0 ? -1 : copy[position].parentIndex - shift
            if copy[position].maskIndex >= 0 { copy[position].maskIndex -= shift }
        }
        copy[0].isMask = false
        return copy
    }
}
