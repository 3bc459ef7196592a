// Turns a hosted model tree into the immutable RenderTree the compositor draws (DESIGN "flow of one change"):
// depth-first, parents before sublayers, each layer's mask subtree stored after the layer's own subtree
// (RenderLayer.maskIndex). Each record holds the model values the property table marks as drawn; animations are
// compiled into the snapshot by the animation code.
import Foundation

enum RenderTreeBuilder {
    static func makeTree(root: CALayer, generation: UInt64, commitTime: CFTimeInterval,
                         viewportSize: CGSize) -> RenderTree {
        var layers: [RenderLayer] = []
        layers.reserveCapacity(64)
        append(root, parent: -1, isMask: false, into: &layers)
        root.commitTreeAnimations(at: commitTime, into: &layers)   // AN: stamp beginTime, compile tracks (spec §3.5)
        return RenderTree(layers: layers, generation: generation, commitTime: commitTime,
                          viewportSize: viewportSize)
    }

    /// Depth-first with an explicit stack (trees may be CALayer.maximumTreeDepth deep): each entry's record is
    /// appended when popped; its mask is pushed first and its sublayers last-to-first, so the sublayers' subtrees
    /// come out in order and the mask's subtree after them.
    private static func append(_ root: CALayer, parent: Int32, isMask: Bool, into layers: inout [RenderLayer]) {
        var pending: [(layer: CALayer, parent: Int32, isMask: Bool)] = [(root, parent, isMask)]
        while let (layer, parent, isMask) = pending.popLast() {
            let index = Int32(layers.count)
            if isMask, parent >= 0 { layers[Int(parent)].maskIndex = index }
            layers.append(record(for: layer, parent: parent, isMask: isMask))
            // contentsAreFlipped(): the parent's (a mask's: its layer's) flip, toggled by this layer's own.
            let parentFlipped = parent >= 0 && layers[Int(parent)].contentsAreFlipped
            layers[Int(index)].contentsAreFlipped = parentFlipped != layer.values.isGeometryFlipped
            if layer.publishedValuesStorage != nil { layer.publishedValuesStorage = nil }   // published now
            if let mask = layer.maskStorage { pending.append((mask, index, true)) }
            for sublayer in layer.sublayerStorage.reversed() { pending.append((sublayer, index, false)) }
        }
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
