// Drawing a 3-D set (CATransformLayer.h; CAReplicatorLayer.h preservesDepth; docs/architecture.md "Layer classes"). A depth-preserving layer
// draws nothing of its own — no background, contents, border or shadow; mask and masksToBounds ignored — and forms
// no compositing group: its opacity multiplies into each sublayer. Its sublayers, and through nested depth-preserving
// layers theirs, are not flattened into its plane: each keeps its full 3-D matrix down to the nearest flattening
// ancestor, where the whole set is flattened at once. They are gathered without recursion (an explicit stack, so a
// chain CALayer.maximumTreeDepth deep costs no call stack), ordered back to front in the ancestor's space after
// its sublayerTransform (DepthOrder), and each is then visited as an ordinary flat layer with its own subtree.
// Buffers are kept across frames: no allocation in steady state.
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
        let start = depthPlanes.count
        gatherPlanes(from: DepthGatherEntry(
            index: Int32(index), opacity: opacity,
            window: FrameBuilder.windowTransform(of: base + index, parentSpace: parentSpace, shift: shift),
            depth: FrameBuilder.depthSpace(of: index, layers)), layers)
        let end = depthPlanes.count
        DepthOrder.sort(&depthPlanes, in: start..<end)
        // A plane's own subtree may hold another 3-D set, which appends after `end` and removes its planes before
        // its visit returns, so positions start..<end stay valid.
        for position in start..<end {
            visit(Int(depthPlanes[position].index), layers, parentSpace: depthPlanes[position].parentSpace,
                  opacity: depthPlanes[position].opacity, clip: clip)
        }
        depthPlanes.removeSubrange(start..<end)
    }

    /// Appends a plane for every flat sublayer under `root`, walking nested depth-preserving layers.
    private func gatherPlanes(from root: DepthGatherEntry, _ layers: UnsafeBufferPointer<RenderLayer>) {
        guard let base = layers.baseAddress else { return }
        let stackStart = depthGatherStack.count
        depthGatherStack.append(root)
        while depthGatherStack.count > stackStart {
            let entry = depthGatherStack.removeLast()
            let parent = base + Int(entry.index)
            let space = FrameBuilder.sublayerSpace(of: parent)
            let childWindow = CATransform3DConcat(space, entry.window)
            let childDepth = CATransform3DConcat(space, entry.depth)
            var child = firstChild[Int(entry.index)]
            while child >= 0 {
                let layer = base + Int(child)
                if !layer.pointee.isHidden, layer.pointee.opacity > 0 {
                    let toParent = FrameBuilder.parentFromLocal(layer)
                    if FrameBuilder.preservesDepth(layer), layer.pointee.activeTransition == nil {
                        depthGatherStack.append(DepthGatherEntry(
                            index: child, opacity: entry.opacity * layer.pointee.opacity,
                            window: CATransform3DConcat(toParent, childWindow),
                            depth: CATransform3DConcat(toParent, childDepth)))
                    } else {
                        // Tree order is index order (the commit writes subtrees in order; replicator instances
                        // follow, instance after instance), so the index breaks depth ties as drawing order.
                        depthPlanes.append(DepthPlane(index: child, opacity: entry.opacity, parentSpace: childWindow,
                                                      size: layer.pointee.bounds.size,
                                                      toDepth: CATransform3DConcat(toParent, childDepth),
                                                      sequence: child))
                    }
                }
                child = nextSibling[Int(child)]
            }
        }
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
