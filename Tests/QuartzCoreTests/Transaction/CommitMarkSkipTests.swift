// The commit skips its layout and display walks when no layer of the tree can be marked
// (LayerTreeHosting.mayHaveLayoutOrDisplayMarks, RenderContextHost.prepare): every way a mark reaches a hosted
// tree after such a commit — a mark on a hosted layer, a layer marked elsewhere joining the tree, a mark made by a
// key-path set on the root (which stores with the hosting state set aside, and has no superlayer whose mark would
// reach it) — is still laid out or displayed by the next commit.
import Foundation
import Testing
@testable import QuartzCore

@Suite("A commit with no layer marked skips the layout and display walks")
struct CommitMarkSkipTests {
    /// Counts its layout and display passes.
    final class CountingLayer: CALayer, @unchecked Sendable {
        var layouts = 0
        var displays = 0
        override func layoutSublayers() {
            layouts += 1
            super.layoutSublayers()
        }
        override func display() {
            displays += 1
        }
    }

    /// A hosted root with a branch of plain layers and a counting leaf, committed until nothing is marked.
    static func settledTree() -> (renderer: CARenderer, root: CountingLayer, leaf: CountingLayer) {
        let root = CountingLayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let branch = CALayer()
        let leaf = CountingLayer()
        leaf.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(branch)
        branch.addSublayer(leaf)
        let renderer = CARenderer()
        renderer.layer = root
        CATransaction.flush()
        return (renderer, root, leaf)
    }

    /// A commit that changes something other than layout or display: the walks are skipped.
    static func commitUnmarkedChange(_ root: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.opacity = root.opacity == 1 ? 0.5 : 1
        CATransaction.commit()
    }

    @Test("after commits that skipped the walks, setNeedsLayout and setNeedsDisplay on a deep layer are served")
    func marksOnHostedLayersAreServed() {
        let (renderer, root, leaf) = Self.settledTree()
        let layouts = leaf.layouts, displays = leaf.displays
        Self.commitUnmarkedChange(root)
        Self.commitUnmarkedChange(root)
        #expect(leaf.layouts == layouts && leaf.displays == displays)
        leaf.setNeedsLayout()
        leaf.setNeedsDisplay()
        CATransaction.flush()
        #expect(leaf.layouts == layouts + 1 && leaf.displays == displays + 1)
        #expect(!leaf.needsLayout() && !leaf.needsDisplay())
        _ = renderer
    }

    @Test("a layer marked before it joins the tree is laid out and displayed by the commit after it joins")
    func marksCarriedIntoTheTreeAreServed() {
        let (renderer, root, leaf) = Self.settledTree()
        Self.commitUnmarkedChange(root)
        let newcomer = CountingLayer()
        newcomer.setNeedsLayout()
        newcomer.setNeedsDisplay()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        leaf.addSublayer(newcomer)
        CATransaction.commit()
        #expect(newcomer.layouts == 1 && newcomer.displays == 1)
        _ = renderer
    }

    @Test("a mark made by a key-path set on the root (no superlayer to mark) after a skipped commit is served")
    func keyPathMarksAreServed() {
        let (renderer, root, _) = Self.settledTree()
        Self.commitUnmarkedChange(root)
        let layouts = root.layouts
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.setValue(NSNumber(value: 30), forKeyPath: "bounds.size.width")
        CATransaction.commit()
        #expect(root.layouts == layouts + 1)
        #expect(root.bounds.width == 30)
        _ = renderer
    }

    @Test("twin: a commit with nothing marked leaves the hosting state saying so; a mark sets it again")
    func theHostingStateFollowsTheMarks() throws {
        let (renderer, root, leaf) = Self.settledTree()
        Self.commitUnmarkedChange(root)
        let hosting = try #require(root.hosting)
        #expect(!hosting.mayHaveLayoutOrDisplayMarks)
        leaf.setNeedsDisplay()
        #expect(hosting.mayHaveLayoutOrDisplayMarks)
        CATransaction.flush()
        #expect(!hosting.mayHaveLayoutOrDisplayMarks)
        _ = renderer
    }
}
