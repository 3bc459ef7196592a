// Drawing a 3-D set (CATransformLayer.h; CAReplicatorLayer.h preservesDepth; docs/architecture.md "Layer classes"). A depth-preserving layer
// draws nothing of its own — no background, contents, border or shadow; mask and masksToBounds ignored — and forms
// no compositing group: its opacity multiplies into each sublayer. Its sublayers, and through nested depth-preserving
// layers theirs, are not flattened into its plane: each keeps its full 3-D matrix down to the nearest flattening
// ancestor, where the whole set is flattened at once. They are gathered without recursion (an explicit stack, so a
// chain CALayer.maximumTreeDepth deep costs no call stack), ordered back to front in the ancestor's space after
// its sublayerTransform (DepthOrder), and each is then visited as an ordinary flat layer with its own subtree. The
// gathered planes are the builder's DepthSorter (kept across frames: no allocation in steady state).
import QuartzCore
import Foundation

/// A depth-preserving layer waiting to have its sublayers gathered.
struct DepthGatherEntry {
    var index: Int32
    var opacity: Float
    /// Its bounds space to the window, unflattened.
    var window: CATransform3D
    /// Its bounds space to the set's depth space.
    var depth: CATransform3D
}

extension FrameBuilder {
    /// Whether the record keeps its sublayers in 3-D (read in a helper, so the walk's frame keeps no copy).
    @inline(never)
    static func preservesDepth(_ layer: UnsafePointer<RenderLayer>) -> Bool {
        layer.pointee.preservesSublayerDepth
    }

    /// Draws the 3-D set rooted at the depth-preserving layer `index`; `opacity` already includes its own.
    func drawDepthSet(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, parentSpace: CATransform3D,
                      opacity: Float, clip: ClipRegion?, shift: CGPoint?) {
        guard let base = layers.baseAddress else { return }
        let planes = depthSorter.gather(from: DepthGatherEntry(
            index: Int32(index), opacity: opacity,
            window: FrameBuilder.windowTransform(of: base + index, parentSpace: parentSpace, shift: shift),
            depth: FrameBuilder.depthSpace(of: index, layers)),
            layers, firstChild: firstChild, nextSibling: nextSibling)
        // A plane's own subtree may hold another 3-D set, which appends after these and removes its planes before
        // its visit returns, so these positions stay valid.
        for position in planes {
            let plane = depthSorter[position]
            visit(Int(plane.index), layers, parentSpace: plane.parentSpace, opacity: plane.opacity, clip: clip)
        }
        depthSorter.remove(planes)
    }

    /// The set root's bounds space to its depth space: its superlayer's sublayer space after the sublayerTransform
    /// (where perspective is applied), before the flattening. A mask or a root has no superlayer space of its own.
    @inline(never)
    static func depthSpace(of index: Int, _ layers: UnsafeBufferPointer<RenderLayer>) -> CATransform3D {
        guard let base = layers.baseAddress else { return CATransform3DIdentity }
        let layer = base + index
        let toParent = parentFromLocal(layer)
        let parent = Int(layer.pointee.parentIndex)
        guard parent >= 0, parent < index, !layer.pointee.isMask else { return toParent }
        return CATransform3DConcat(toParent, sublayerSpace(of: base + parent))
    }
}
