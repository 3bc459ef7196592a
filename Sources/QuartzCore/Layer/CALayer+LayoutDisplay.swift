// Layout and display flags (API.md "layout and display"; spec §2.2: inside the commit, layout runs before
// display; docs/behaviour.md §1.7). A hosted layer that needs layout or display marks its tree for the next
// commit. A mark made by a layout or draw callback while the commit walks the tree is noted: one the walk had already
// passed is kept for the next commit (Apple draws a layer again "during the next update cycle", never twice in one
// commit). Besides setNeedsLayout(), the engine marks a layer itself where Apple does (setNeedsLayout(): "The system
// typically calls this method automatically when the layer's bounds change or when sublayers are added or
// removed"): a change of its bounds (CALayer+Geometry) and every change to its sublayer list (CALayer+Tree).
import Foundation

extension CALayer {
    func markNeedsLayout() {
        needsLayoutFlag = true
        markForUpdate()
    }

    /// The engine's own mark (a bounds or sublayer-list change): sets the flag without calling the overridable
    /// setNeedsLayout() (Apple's layer marks itself internally; inference, Apple documents only that it is marked).
    /// A layer already marked is left as it is: its tree is queued, or the mark was noted during the commit.
    /// Skipped while the layer runs its own layoutSublayers() (CALayer.h: "Implicit calls to -setNeedsLayout are
    /// skipped if the layer is currently executing its -layoutSublayers method"), so a layout that adds sublayers
    /// or resizes itself does not leave its layer marked.
    @inline(__always)
    func invalidateLayout() {
        guard !needsLayoutFlag, !isRunningLayoutSublayers else { return }
        markNeedsLayout()
    }

    /// A bounds or transform change: the layer and its superlayer (a mask's: the layer it masks) are marked
    /// (CALayer.h on setNeedsLayout: "invoked on the layer and its superlayer whenever its `bounds' or
    /// `transform' properties are modified").
    func invalidateLayoutForGeometryChange() {
        invalidateLayout()
        (superlayerStorage ?? maskedLayer)?.invalidateLayout()
    }

    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Apple's layoutIfNeeded(): "the layer's super layers are traversed until an ancestor layer is found that does
    /// not require layout. Then layout is performed on the entire layer-tree beneath that ancestor." The walk starts
    /// at the highest ancestor in the unbroken chain of marked superlayers (an unmarked ancestor's other subtrees are
    /// left alone: UIKit's layoutIfNeeded lays out "the view subtree starting at the root", inference).
    func layOutFromHighestMarkedAncestor() {
        var top = self
        while let parent = top.superlayerStorage, parent.needsLayoutFlag { top = parent }
        top.layOutTree()
    }

    /// Lays out this layer if it needs it, then its sublayers, top down: a layout that resizes a sublayer marks it
    /// before the walk reaches it, so it is laid out in the same pass. The flag is cleared before layoutSublayers()
    /// runs, so a layout that marks its own layer again is laid out by the next commit.
    func layOutTree() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            let outer = isRunningLayoutSublayers
            isRunningLayoutSublayers = true
            layoutSublayers()
            isRunningLayoutSublayers = outer
        }
        for sublayer in sublayerList { sublayer.layOutTree() }
    }

    func markNeedsDisplay() {
        needsDisplayFlag = true
        markForUpdate()
    }

    /// Marks the hosted tree changed, noting the layer when the commit is laying out or displaying the tree.
    @inline(__always)
    private func markForUpdate() {
        guard let hosting else { return }
        hosting.mayHaveLayoutOrDisplayMarks = true
        if hosting.isPreparing { hosting.noteMarkWhilePreparing(self) }
        hosting.markChanged(by: self)
    }

    func markNeedsDisplay(in r: CGRect) {
        guard !r.isNull, !r.isEmpty else { return }
        markNeedsDisplay()
    }

    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays this layer and its sublayers where they need it.
    func displayTreeIfNeeded() {
        if needsDisplayFlag {
            needsDisplayFlag = false
            display()
        }
        for sublayer in sublayerList { sublayer.displayIfNeeded() }
    }
}
