// When a layer marks itself as needing layout (docs/behaviour.md §1.7), and which layer: the rules and where
// each comes from.
// - A change of the layer's bounds marks the layer. Apple, CALayer.setNeedsLayout(): "The system typically calls this
//   method automatically when the layer's bounds change or when sublayers are added or removed. … During the next
//   update cycle, the system calls the layoutSublayers() method of any layers requiring layout updates."
//   CALayerDelegate.layoutSublayers(of:): "called when a layer's bounds have changed and its sublayers may need
//   rearranging, for example by changing its frame's size".
// - A frame set with the same size, and a position change, change no bounds and mark nothing (the same page; measured
//   on Apple's QuartzCore by gnustep/libs-quartzcore Tests/quartzcore/CALayer/protocols.m: "-setPosition: does not").
// - An origin-only bounds change marks the layer: Apple says "bounds change" without a size condition, and UIKit users
//   observe a UIScrollView (which scrolls by moving its bounds' origin) laid out on every scroll. Inference.
// - Setting bounds equal to the current ones marks nothing (nothing changed; inference).
// - Every change to a sublayer list marks the layer whose list changed, never the layer added: add, insert at an
//   index, below, above, removeFromSuperlayer (the superlayer left), replace, setting `sublayers` (setNeedsLayout()
//   above; each case measured on Apple's QuartzCore by gnustep/libs-quartzcore Tests/quartzcore/CALayer/layout.m,
//   which also finds a fresh layer not marked). A reorder inside one superlayer is an insertion: it marks too.
// - layoutIfNeeded(): "the layer's super layers are traversed until an ancestor layer is found that does not require
//   layout. Then layout is performed on the entire layer-tree beneath that ancestor" (Apple's CALayer page).
// - A bounds or transform change marks the layer and its superlayer, and implicit marks are skipped while a layer runs
//   its own layoutSublayers() (CALayer.h on -setNeedsLayout: "invoked on the layer and its superlayer whenever its
//   `bounds' or `transform' properties are modified. Implicit calls to -setNeedsLayout are skipped if the layer is
//   currently executing its -layoutSublayers method").
import Foundation
import Testing
@testable import QuartzCore

/// Who was laid out, in order: "name" from a layer's layoutSublayers() override, "delegate:name" from a delegate.
private final class LayoutLog {
    var entries: [String] = []
}

/// A layer subclass that overrides layoutSublayers(), as ported custom layers do, and calls super (the delegate).
private final class LayingOutLayer: CALayer {
    var log: LayoutLog?
    /// Runs inside the layout (a layout that changes other layers).
    var duringLayout: ((LayingOutLayer) -> Void)?

    override func layoutSublayers() {
        log?.entries.append(name ?? "?")
        super.layoutSublayers()
        duringLayout?(self)
    }
}

/// A delegate that lays out its layer's sublayers (here: writes the call down) and animates nothing.
private final class LayoutDelegate: CALayerDelegate {
    let log: LayoutLog
    init(_ log: LayoutLog) { self.log = log }
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
    func layoutSublayers(of layer: CALayer) { log.entries.append("delegate:\(layer.name ?? "?")") }
}

/// A hosted root (100×100) with sublayers "a" (a LayingOutLayer with a delegate) and "b" (a plain layer with a
/// delegate), committed once and settled: nothing needs layout, the log is empty.
private struct LayoutScene {
    let host = RenderContextHost()
    let log = LayoutLog()
    let delegate: LayoutDelegate
    let root = LayingOutLayer()
    let a = LayingOutLayer()
    let b = CALayer()

    init() {
        CATransaction.flush()   // close anything an earlier test left open on this thread
        delegate = LayoutDelegate(log)
        root.name = "root"
        a.name = "a"
        b.name = "b"
        for layer in [root, a, b] { layer.delegate = delegate }
        root.log = log
        a.log = log
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        b.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
        root.addSublayer(a)
        root.addSublayer(b)
        host.host(root)
        CATransaction.flush()
        log.entries = []
    }

    var settled: Bool { ![root, a, b].contains { $0.needsLayout() } }
}

/// The changes to a sublayer list Apple documents as marking the superlayer.
enum SublayerListChange: String, CaseIterable, CustomTestStringConvertible {
    case add, insertAtIndex, insertBelow, insertAbove, remove, replace, setSublayers, reorder
    var testDescription: String { rawValue }
}

@Suite("a layer is marked for layout where Apple marks it, and laid out once at the next commit", .serialized)
struct AutomaticLayoutTests {
    @Test("a fresh layer does not need layout (Apple's QuartzCore, measured)")
    func freshLayerIsNotMarked() {
        #expect(!CALayer().needsLayout())
        #expect(!LayingOutLayer().needsLayout())
    }

    @Test("a bounds size change lays the layer out once at the next commit: its override, then its delegate")
    func boundsSizeChangeLaysOutOnce() {
        let scene = LayoutScene()
        #expect(scene.settled)
        scene.a.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(scene.a.needsLayout())
        #expect(scene.root.needsLayout())   // CALayer.h: "the layer and its superlayer"
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root", "a", "delegate:a"])
        #expect(scene.settled)
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root", "a", "delegate:a"])   // once: nothing is laid out again
    }

    @Test("a delegate's layoutSublayers(of:) is called for a plain layer whose bounds change")
    func delegateLaysOutPlainLayer() {
        let scene = LayoutScene()
        scene.b.bounds.size.height = 70
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root", "delegate:b"])
    }

    @Test("a frame with a new size lays the layer out; a frame with the same size only moves it and lays nothing out")
    func frameSizeDecides() {
        let scene = LayoutScene()
        scene.a.frame = CGRect(x: 20, y: 30, width: 50, height: 50)   // same size: position only
        #expect(!scene.a.needsLayout())
        CATransaction.flush()
        #expect(scene.log.entries.isEmpty)
        scene.a.frame = CGRect(x: 20, y: 30, width: 80, height: 50)
        #expect(scene.a.needsLayout())
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root", "a", "delegate:a"])
    }

    @Test("a position change, and other properties, lay nothing out")
    func positionChangeLaysNothingOut() {
        let scene = LayoutScene()
        scene.a.position = CGPoint(x: 70, y: 70)
        scene.a.opacity = 0.5
        scene.root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(scene.settled)
        CATransaction.flush()
        #expect(scene.log.entries.isEmpty)
    }

    @Test("an origin-only bounds change lays the layer out (Apple: 'when the layer's bounds change'; inference)")
    func originOnlyBoundsChangeLaysOut() {
        let scene = LayoutScene()
        scene.a.bounds.origin = CGPoint(x: 0, y: 25)   // a scroll
        #expect(scene.a.needsLayout())
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root", "a", "delegate:a"])
    }

    @Test("bounds set to their current value lay nothing out")
    func equalBoundsLayNothingOut() {
        let scene = LayoutScene()
        scene.a.bounds = scene.a.bounds
        scene.a.frame = scene.a.frame
        scene.a.setValue(scene.a.bounds, forKey: "bounds")
        #expect(scene.settled)
        CATransaction.flush()
        #expect(scene.log.entries.isEmpty)
    }

    @Test("bounds set through KVC and a key path mark the layer as the property does")
    func kvcBoundsMarks() {
        let scene = LayoutScene()
        scene.a.setValue(CGRect(x: 0, y: 0, width: 10, height: 10), forKey: "bounds")
        scene.b.setValue(CGFloat(12), forKeyPath: "bounds.size.width")
        #expect(scene.a.needsLayout() && scene.b.needsLayout())
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root", "a", "delegate:a", "delegate:b"])
    }

    @Test("each change to a sublayer list lays out the layer whose list changed, once, and not the layer added",
          arguments: SublayerListChange.allCases)
    func sublayerListChangeLaysOutSuperlayer(_ change: SublayerListChange) {
        let scene = LayoutScene()
        let added = LayingOutLayer()
        added.name = "added"
        added.log = scene.log
        switch change {
        case .add: scene.root.addSublayer(added)
        case .insertAtIndex: scene.root.insertSublayer(added, at: 0)
        case .insertBelow: scene.root.insertSublayer(added, below: scene.b)
        case .insertAbove: scene.root.insertSublayer(added, above: scene.a)
        case .remove: scene.b.removeFromSuperlayer()
        case .replace: scene.root.replaceSublayer(scene.b, with: added)
        case .setSublayers: scene.root.sublayers = [scene.a, added]
        case .reorder: scene.root.insertSublayer(scene.b, at: 0)
        }
        #expect(scene.root.needsLayout())
        #expect(!added.needsLayout() && !scene.a.needsLayout() && !scene.b.needsLayout())
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root"])
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root"])
    }

    @Test("moving a sublayer to another superlayer lays out both: the one it left and the one it joined")
    func movingASublayerLaysOutBothSuperlayers() {
        let scene = LayoutScene()
        scene.b.addSublayer(scene.a)
        #expect(scene.root.needsLayout() && scene.b.needsLayout() && !scene.a.needsLayout())
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root", "delegate:b"])
    }

    @Test("a rejected insertion (a cycle) marks nothing")
    func rejectedInsertionMarksNothing() {
        let scene = LayoutScene()
        scene.a.addSublayer(scene.root)   // reported once and ignored (DECISIONS 12)
        #expect(scene.settled)
    }

    @Test("a layout that resizes a sublayer lays that sublayer out in the same commit, top down")
    func layoutThatResizesASublayerLaysItOutInTheSameCommit() {
        let scene = LayoutScene()
        scene.root.duringLayout = { root in
            scene.a.frame = CGRect(x: 0, y: 0, width: root.bounds.width / 2, height: root.bounds.height)
        }
        scene.root.bounds.size = CGSize(width: 200, height: 100)
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root", "a", "delegate:a"])
        #expect(scene.a.bounds.size == CGSize(width: 100, height: 100))
        #expect(scene.settled)
        CATransaction.flush()   // the layout sets the same frame again: nothing changes, nothing is laid out
        #expect(scene.log.entries == ["root", "delegate:root", "a", "delegate:a"])
    }

    @Test("a layout that resizes a layer the walk already passed gets it laid out at the next commit, not lost",
          arguments: [false, true])
    func resizeOfAPassedLayerIsLaidOutAtTheNextCommit(throughKeyPath: Bool) {
        let scene = LayoutScene()
        // The walk is root, a, b; b's layout (its delegate, through root's sublayer b) resizes a, already passed.
        final class ResizingDelegate: CALayerDelegate {
            let log: LayoutLog
            var resize: (() -> Void)?
            init(_ log: LayoutLog) { self.log = log }
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
            func layoutSublayers(of layer: CALayer) {
                log.entries.append("delegate:\(layer.name ?? "?")")
                resize?()
                resize = nil
            }
        }
        let resizing = ResizingDelegate(scene.log)
        resizing.resize = {
            if throughKeyPath {
                scene.a.setValue(CGFloat(30), forKeyPath: "bounds.size.width")
            } else {
                scene.a.bounds.size.width = 30
            }
        }
        scene.b.delegate = resizing
        scene.b.setNeedsLayout()
        CATransaction.flush()
        #expect(scene.log.entries == ["delegate:b"])
        #expect(scene.a.needsLayout() && scene.root.needsLayout())
        CATransaction.flush()   // the mark opened the next transaction for the tree
        #expect(scene.log.entries == ["delegate:b", "root", "delegate:root", "a", "delegate:a"])
        #expect(scene.settled)
    }

    @Test("a layer resized outside a tree is laid out once it joins a hosted tree")
    func layerResizedOutsideATreeIsLaidOutWhenAdded() {
        let scene = LayoutScene()
        let loose = LayingOutLayer()
        loose.name = "loose"
        loose.log = scene.log
        loose.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(loose.needsLayout())
        scene.a.addSublayer(loose)
        CATransaction.flush()
        #expect(scene.log.entries == ["a", "delegate:a", "loose"])
    }

    @Test("layoutIfNeeded() lays out from the highest superlayer in the unbroken chain that needs layout, top down")
    func layoutIfNeededStartsAtTheHighestMarkedAncestor() {
        let log = LayoutLog()
        let root = LayingOutLayer(), child = LayingOutLayer(), grandchild = LayingOutLayer()
        for (layer, name) in [(root, "root"), (child, "child"), (grandchild, "grandchild")] {
            layer.name = name
            layer.log = log
        }
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(root.needsLayout() && child.needsLayout() && !grandchild.needsLayout())
        grandchild.setNeedsLayout()
        grandchild.layoutIfNeeded()
        #expect(log.entries == ["root", "child", "grandchild"])
        #expect(!root.needsLayout() && !child.needsLayout() && !grandchild.needsLayout())
    }

    @Test("layoutIfNeeded() stops at an ancestor that needs no layout: that ancestor's other marked subtrees wait")
    func layoutIfNeededStopsAtAnUnmarkedAncestor() {
        let scene = LayoutScene()
        scene.a.setNeedsLayout()
        scene.b.setNeedsLayout()
        scene.a.layoutIfNeeded()
        #expect(scene.log.entries == ["a", "delegate:a"])
        #expect(scene.b.needsLayout())
        CATransaction.flush()
        #expect(scene.log.entries == ["a", "delegate:a", "delegate:b"])
    }

    @Test("a layout laid out by layoutIfNeeded() before the commit is not laid out again by it")
    func layoutIfNeededBeforeTheCommitSettlesIt() {
        let scene = LayoutScene()
        scene.a.bounds.size.width = 10
        scene.a.layoutIfNeeded()   // climbs to root, marked by its sublayer's resize
        #expect(scene.log.entries == ["root", "delegate:root", "a", "delegate:a"])
        CATransaction.flush()
        #expect(scene.log.entries == ["root", "delegate:root", "a", "delegate:a"])
    }

    @Test("layoutSublayers() called directly leaves the flag set (Apple's QuartzCore, measured)")
    func layoutSublayersDoesNotClearTheFlag() {
        let layer = LayingOutLayer()
        layer.setNeedsLayout()
        layer.layoutSublayers()
        #expect(layer.needsLayout())
    }
}
