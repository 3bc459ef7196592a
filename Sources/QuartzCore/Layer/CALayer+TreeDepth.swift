// The deepest layer tree the engine accepts (README "Limits"; DECISIONS 12: bad input is refused with a message).
// Commit, presentation copies, drawing, hit testing, layout, hosting and the release of a tree all walk it
// depth-first, so a chain of layers thousands deep would overflow a thread's stack; every operation that links
// layers (insertSublayer in all its forms, replaceSublayer, sublayers =, mask =) checks the resulting depth here
// first, with loops rather than recursion.
import Foundation

extension CALayer {
    /// At most this many layers from a root to its deepest descendant (masks count as one level below the layer
    /// they mask). Far deeper than any real interface; a chain this deep commits, evaluates, hit-tests and is
    /// freed within a 1 MiB thread stack in a debug build (threads get 8 MiB), TreeDepthLimitTests.
    package static let maximumTreeDepth = 1_000

    /// Layers from the root of this layer's tree down to this layer, itself included (1 for a root).
    var depthInTree: Int {
        var depth = 1
        var current = superlayerStorage ?? maskedLayer
        while let c = current {
            depth += 1
            current = c.superlayerStorage ?? c.maskedLayer
        }
        return depth
    }

    /// Levels from this layer down to its deepest sublayer or mask, itself included (1 for a leaf). An explicit
    /// stack: the subtree may be as deep as the limit.
    var subtreeHeight: Int {
        guard !sublayerList.isEmpty || maskStorage != nil else { return 1 }
        var height = 1
        var pending: [(CALayer, Int)] = [(self, 1)]
        while let (layer, level) = pending.popLast() {
            height = max(height, level)
            for sublayer in layer.sublayerList { pending.append((sublayer, level + 1)) }
            if let mask = layer.maskStorage { pending.append((mask, level + 1)) }
        }
        return height
    }

    /// Whether linking `layer` (with its subtree) one level below this layer keeps the tree within
    /// `maximumTreeDepth`; reports once and returns false when it would not.
    func acceptsDepth(of layer: CALayer, operation: String) -> Bool {
        let depth = depthInTree + layer.subtreeHeight
        guard depth > CALayer.maximumTreeDepth else { return true }
        EngineDiagnostics.report(
            "CALayer\(nameForMessages).\(operation): the layer tree would be \(depth) layers deep; at most "
                + "\(CALayer.maximumTreeDepth) are supported (CALayer.maximumTreeDepth). Flatten the hierarchy; "
                + "the tree is unchanged.")
        return false
    }
}
