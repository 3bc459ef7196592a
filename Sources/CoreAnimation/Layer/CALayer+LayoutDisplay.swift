// Layout and display flags (API.md "layout and display"; spec §2.2: inside the commit, layout runs before
// display). A hosted layer that needs layout or display marks its tree for the next commit. A mark made by a
// layout or draw callback while the commit walks the tree is noted: one the walk had already passed is kept
// for the next commit (Apple draws a layer again "during the next update cycle", never twice in one commit).
import Foundation

extension CALayer {
    func markNeedsLayout() {
        needsLayoutFlag = true
        markForUpdate()
    }

    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer if it needs it, then its sublayers, top down.
    func layOutTreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in sublayerStorage { sublayer.layoutIfNeeded() }
    }

    func markNeedsDisplay() {
        needsDisplayFlag = true
        markForUpdate()
    }

    /// Marks the hosted tree changed, noting the layer when the commit is laying out or displaying the tree.
    @inline(__always)
    private func markForUpdate() {
        guard let hosting else { return }
        if hosting.isPreparing { hosting.noteMarkWhilePreparing(self) }
        hosting.markChanged()
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
        for sublayer in sublayerStorage { sublayer.displayIfNeeded() }
    }
}
