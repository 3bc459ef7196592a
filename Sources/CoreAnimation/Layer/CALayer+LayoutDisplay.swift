// Layout and display flags (API.md "layout and display"; spec §2.2: inside the commit, layout runs before
// display). A hosted layer that needs layout or display marks its tree for the next commit.
import Foundation

extension CALayer {
    func markNeedsLayout() {
        needsLayoutFlag = true
        markTreeChanged()
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
        markTreeChanged()
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
