// The frame builder's 3-D sets (FrameBuilder+DepthContext; CATransformLayer.h; docs/architecture.md "Layer classes"):
// the flat layers of the sets being drawn, gathered under a depth-preserving layer without recursion (an explicit
// stack, so a chain CALayer.maximumTreeDepth deep costs no call stack) and ordered back to front (DepthOrder). Nested
// sets append after their parent's and remove theirs before the parent's next plane is visited. Buffers are kept
// across frames, private to this file: no allocation in steady state.
import QuartzCore
import Foundation

/// A frame builder's gathered and ordered 3-D planes.
final class DepthSorter {
    /// The flat layers of the 3-D sets being drawn, nested sets after their parent's.
    private var planes: [DepthPlane] = []
    /// Depth-preserving layers whose sublayers are still to be gathered into `planes`.
    private var gatherStack: [DepthGatherEntry] = []

    func beginFrame() {
        planes.removeAll(keepingCapacity: true)
        gatherStack.removeAll(keepingCapacity: true)
    }

    /// The plane at `position` (within a range `gather` returned).
    subscript(position: Int) -> DepthPlane { planes[position] }

    /// Appends a plane for every flat sublayer under `root`, walking nested depth-preserving layers, orders them back
    /// to front and returns their positions. `firstChild` and `nextSibling` are the frame's sublayer lists
    /// (FrameBuilder+Traversal).
    func gather(from root: DepthGatherEntry, _ layers: UnsafeBufferPointer<RenderLayer>, firstChild: [Int32],
                nextSibling: [Int32]) -> Range<Int> {
        let start = planes.count
        guard let base = layers.baseAddress else { return start..<start }
        let stackStart = gatherStack.count
        gatherStack.append(root)
        while gatherStack.count > stackStart {
            let entry = gatherStack.removeLast()
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
                        gatherStack.append(DepthGatherEntry(
                            index: child, opacity: entry.opacity * layer.pointee.opacity,
                            window: CATransform3DConcat(toParent, childWindow),
                            depth: CATransform3DConcat(toParent, childDepth)))
                    } else {
                        // Tree order is index order (the commit writes subtrees in order; replicator instances
                        // follow, instance after instance), so the index breaks depth ties as drawing order.
                        planes.append(DepthPlane(index: child, opacity: entry.opacity, parentSpace: childWindow,
                                                 size: layer.pointee.bounds.size,
                                                 toDepth: CATransform3DConcat(toParent, childDepth),
                                                 sequence: child))
                    }
                }
                child = nextSibling[Int(child)]
            }
        }
        let end = planes.count
        DepthOrder.sort(&planes, in: start..<end)
        return start..<end
    }

    /// Removes the planes of a set drawn (the last gathered: nested sets have removed theirs).
    func remove(_ range: Range<Int>) { planes.removeSubrange(range) }
}
