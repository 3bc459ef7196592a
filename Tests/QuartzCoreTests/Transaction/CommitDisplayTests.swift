// The commit lays out and displays before it publishes (spec §2.1 "Only the outermost commit publishes. Changes are
// published, layout and display run, and animations start only when the outermost level commits"; §2.2 "Inside the
// commit, layout runs before display"; Apple's stack of a run-loop commit: CA::Transaction::commit →
// CA::Context::commit_transaction → CA::Layer::layout_and_display_if_needed → layout_if_needed, display_if_needed;
// Apple's setNeedsDisplay(): "Calling this method causes the layer to recache its content … either the display(_:) or
// draw(_:in:) method of its delegate"; displayIfNeeded(): "The preferred way to update a layer is to call
// setNeedsDisplay() and let the system update the layer during the next cycle"). Every commit path — flush(), an
// explicit outermost commit(), the run-loop observer's implicit commit — draws each layer marked for display once,
// before the tree is published, and draws no other layer.
import Foundation
import RunLoopCore
import Testing
@testable import QuartzCore

/// A render context that writes down, at each publish, how many drawings its probe had counted by then.
private final class RecordingHost: RenderContextHost {
    var drawsAtPublish: [Int] = []
    var probe: DrawCounter?

    override func didCommit(_ tree: RenderTree) { drawsAtPublish.append(probe?.draws ?? -1) }
}

/// A delegate that counts its draw(_:in:) calls per layer and fills the bounds with `color`.
private final class DrawCounter: CALayerDelegate {
    var draws = 0
    var drawnLayers: [String] = []
    var color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Runs inside the draw (re-entrancy: a draw that changes layers).
    var duringDraw: ((CALayer) -> Void)?

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        drawnLayers.append(layer.name ?? "?")
        ctx.setFillColor(color)
        ctx.fill(layer.bounds)
        duringDraw?(layer)
    }
}

/// A hosted root (not drawn) with two delegate-drawn sublayers "a" and "b", committed once.
private struct DrawnScene {
    let host = RecordingHost()
    let root = CALayer()
    let a = CALayer()
    let b = CALayer()
    let counter = DrawCounter()

    init() {
        CATransaction.flush()   // close anything an earlier test left open on this thread
        host.viewportSize = CGSize(width: 40, height: 20)
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        for (layer, name, x) in [(a, "a", 0.0), (b, "b", 20.0)] {
            layer.name = name
            layer.delegate = counter
            layer.frame = CGRect(x: x, y: 0, width: 20, height: 20)
            layer.setNeedsDisplay()   // a new layer has no contents until it is marked (Apple's CALayer)
            root.addSublayer(layer)
        }
        host.host(root)
        CATransaction.flush()
        host.probe = counter
        counter.draws = 0
        counter.drawnLayers = []
        host.drawsAtPublish = []
    }

    /// The committed contents of sublayer `index` (root is record 0).
    func committedContents(_ index: Int) -> CGImage? { host.latestTree.layers[index].contents }
}

private func pixel(_ image: CGImage?, _ x: Int, _ y: Int) -> [UInt8] {
    guard let p = image?.pixel(x: x, y: y) else { return [] }
    return [p.r, p.g, p.b, p.a]
}

/// A label of DejaVu Sans 14 in black on a 120×24 layer, with the built-in actions (a redraw cross-fades its
/// contents unless the transaction disables actions).
private func label(_ string: String) -> CATextLayer {
    let label = CATextLayer()
    label.bounds = CGRect(x: 0, y: 0, width: 120, height: 24)
    label.font = "DejaVu Sans" as CFTypeRef
    label.fontSize = 14
    label.foregroundColor = CGColor(gray: 0, alpha: 1)
    label.string = string
    return label
}

/// The pixels of `string` drawn by an unhosted label's own display cycle.
private func drawnAlone(_ string: String) -> [UInt8] {
    let reference = label(string)
    reference.displayIfNeeded()
    return bytes(reference.contents as? CGImage)
}

/// The bytes of an image, to compare two drawings pixel for pixel.
private func bytes(_ image: CGImage?) -> [UInt8] {
    guard let image else { return [] }
    return (0..<image.height).flatMap { y in (0..<image.width).flatMap { x in pixel(image, x, y) } }
}

@Suite("the commit displays what needs display before it publishes (spec 2.1, 2.2)", .serialized)
struct CommitDisplayTests {
    /// A hosted 120×24 root holding `shown`, committed once.
    private static func host(_ shown: CATextLayer) -> RecordingHost {
        CATransaction.flush()
        let host = RecordingHost()
        host.viewportSize = CGSize(width: 120, height: 24)
        shown.position = CGPoint(x: 60, y: 12)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 24)
        root.addSublayer(shown)
        host.host(root)
        CATransaction.flush()
        return host
    }

    /// A hosted label showing "Old" changed to "New" in an explicit transaction configured by `configure`.
    private static func commitNewString(_ configure: () -> Void) -> (CATextLayer, RecordingHost) {
        let shown = label("Old")
        let host = host(shown)
        CATransaction.begin()
        configure()
        shown.string = "New"
        CATransaction.commit()
        return (shown, host)
    }

    @Test("CATextLayer: a string set with actions disabled, then flush(): the new text is drawn by that commit and published at once, with no displayIfNeeded()")
    func newStringIsPublishedByFlush() throws {
        let shown = label("Old")
        let host = Self.host(shown)
        let old = try #require(host.latestTree.layers[1].contents)

        CATransaction.setDisableActions(true)   // in the implicit transaction
        shown.string = "New"
        #expect(shown.needsDisplay())   // string is a property that needs display
        CATransaction.flush()
        #expect(!shown.needsDisplay())
        let published = try #require(host.latestTree.layers[1].contents)
        #expect(bytes(published) == drawnAlone("New"))
        #expect(bytes(published) != bytes(old))
        // The redrawn contents come in without a cross-fade: the commit drew under the transaction's disableActions.
        #expect(shown.animation(forKey: "contents") == nil)
        #expect(host.latestTree.layers[1].animations.tracks.isEmpty)
        let presented = try #require(shown.presentation())
        #expect((presented.contents as? CGImage) === published)
        host.host(nil)
    }

    @Test("CATextLayer: begin(), setDisableActions(true), a new string, commit(): the commit draws and publishes the new text, no cross-fade")
    func explicitTransactionWithActionsDisabledPublishesNewText() throws {
        let (shown, host) = Self.commitNewString { CATransaction.setDisableActions(true) }
        #expect(bytes(host.latestTree.layers[1].contents) == drawnAlone("New"))
        #expect(shown.animation(forKey: "contents") == nil)
        host.host(nil)
    }

    @Test("a redrawn layer cross-fades its contents (the implicit contents action) with the committing transaction's duration")
    func redrawCrossFadesWithTheTransactionsDuration() throws {
        let (shown, host) = Self.commitNewString { CATransaction.setAnimationDuration(2) }
        let fade = try #require(shown.animation(forKey: "contents") as? CABasicAnimation)
        #expect(fade.duration == 2)
        #expect(fade.keyPath == "contents")
        host.host(nil)
    }

    @Test("setNeedsDisplay() + flush(): the delegate's draw(_:in:) runs exactly once, before the publish; unmarked layers are not drawn")
    func flushDrawsMarkedLayerOnceBeforePublishing() {
        let scene = DrawnScene()
        scene.counter.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        scene.a.setNeedsDisplay()
        CATransaction.flush()
        #expect(scene.counter.drawnLayers == ["a"])
        #expect(scene.host.drawsAtPublish == [1])   // drawn before the tree was handed over, in one publish
        #expect(pixel(scene.committedContents(1), 5, 5) == [0, 0, 255, 255])
        #expect(pixel(scene.committedContents(2), 5, 5) == [255, 0, 0, 255])   // b keeps its first drawing
        CATransaction.flush()   // nothing is marked: nothing is drawn and nothing published
        #expect(scene.counter.draws == 1 && scene.host.drawsAtPublish == [1])
    }

    @Test("setNeedsDisplay() twice in one transaction draws once; marking again after the commit draws again at the next")
    func oneDrawPerCommitHoweverOftenMarked() {
        let scene = DrawnScene()
        scene.a.setNeedsDisplay()
        scene.a.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
        scene.b.setNeedsDisplay()
        scene.b.setNeedsDisplay()
        CATransaction.flush()
        #expect(scene.counter.drawnLayers == ["a", "b"])
        #expect(scene.host.drawsAtPublish == [2])
        scene.b.setNeedsDisplay()
        CATransaction.flush()
        #expect(scene.counter.drawnLayers == ["a", "b", "b"])
        #expect(scene.host.drawsAtPublish == [2, 3])
    }

    @Test("an explicit outermost commit() draws the marked layer once inside the commit, before publishing")
    func explicitCommitDisplays() {
        let scene = DrawnScene()
        CATransaction.begin()
        scene.b.setNeedsDisplay()
        #expect(scene.counter.draws == 0)
        CATransaction.commit()
        #expect(scene.counter.drawnLayers == ["b"])
        #expect(scene.host.drawsAtPublish == [1])
    }

    @Test("the run-loop observer's implicit commit draws the marked layer once before publishing")
    func runLoopCommitDisplays() {
        let scene = DrawnScene()
        scene.b.setNeedsDisplay()
        // A pending block keeps the mode from being empty (an empty mode returns without a pass, as CF's).
        EventRunLoop.current.perform(inModes: [.default]) {}
        _ = EventRunLoop.current.run(mode: .default, for: 0, returnAfterSourceHandled: false)
        #expect(scene.counter.drawnLayers == ["b"])
        #expect(scene.host.drawsAtPublish == [1])
    }

    @Test("nested explicit transactions: the inner commit neither draws nor publishes; the outermost commit draws once")
    func nestedTransactionsDisplayAtTheOutermostCommit() {
        let scene = DrawnScene()
        CATransaction.begin()
        CATransaction.begin()
        scene.a.setNeedsDisplay()
        CATransaction.commit()
        #expect(scene.counter.draws == 0 && scene.host.drawsAtPublish.isEmpty)
        #expect(scene.a.needsDisplay())
        CATransaction.flush()   // no implicit transaction below: flush() leaves the explicit one open
        #expect(scene.counter.draws == 0 && scene.host.drawsAtPublish.isEmpty)
        CATransaction.commit()
        #expect(scene.counter.drawnLayers == ["a"])
        #expect(scene.host.drawsAtPublish == [1])
    }

    @Test("flush() inside an explicit transaction nested in the implicit one waits for it, then draws once when it closes")
    func flushDelayedByExplicitLevelsDrawsWhenTheyClose() {
        let scene = DrawnScene()
        scene.a.setNeedsDisplay()   // opens the implicit transaction
        CATransaction.begin()
        scene.b.setNeedsDisplay()
        CATransaction.flush()
        #expect(scene.counter.draws == 0 && scene.host.drawsAtPublish.isEmpty)
        CATransaction.commit()   // the explicit level closes: the delayed flush commits the implicit transaction
        #expect(scene.counter.drawnLayers == ["a", "b"])
        #expect(scene.host.drawsAtPublish == [2])
    }

    @Test("layout runs before display in the commit: a layoutSublayers that marks a sublayer gets it drawn in the same commit")
    func layoutMarksAreDrawnInTheSameCommit() {
        final class LayingOut: CALayerDelegate {
            let counter: DrawCounter
            init(_ counter: DrawCounter) { self.counter = counter }
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
            func layoutSublayers(of layer: CALayer) {
                for sublayer in layer.sublayers ?? [] where sublayer.name == "b" { sublayer.setNeedsDisplay() }
            }
        }
        let scene = DrawnScene()
        let layout = LayingOut(scene.counter)
        scene.root.delegate = layout
        scene.root.setNeedsLayout()
        CATransaction.flush()
        #expect(scene.counter.drawnLayers == ["b"])
        #expect(scene.host.drawsAtPublish == [1])
        #expect(!scene.b.needsDisplay())
    }

    @Test("re-entrancy: a draw that sets a property has it published by the same commit, without drawing anything again")
    func drawSettingAPropertyIsPublishedOnce() {
        let scene = DrawnScene()
        scene.counter.duringDraw = { layer in layer.opacity = 0.5 }
        scene.a.setNeedsDisplay()
        CATransaction.flush()
        #expect(scene.counter.drawnLayers == ["a"])
        #expect(scene.host.drawsAtPublish == [1])
        #expect(scene.host.latestTree.layers[1].opacity == 0.5)
        scene.counter.duringDraw = nil
        CATransaction.flush()   // the set inside the draw left nothing to commit
        #expect(scene.host.drawsAtPublish == [1] && scene.counter.draws == 1)
    }

    @Test("re-entrancy: a draw that marks an already-drawn layer for display gets it drawn by the next commit, not lost")
    func markMadeDuringDisplayIsDrawnAtTheNextCommit() {
        let scene = DrawnScene()
        // b draws after a (sublayer order); its draw marks a again, after a was drawn in this commit.
        scene.counter.duringDraw = { layer in
            if layer === scene.b { scene.a.setNeedsDisplay() }
        }
        scene.a.setNeedsDisplay()
        scene.b.setNeedsDisplay()
        CATransaction.flush()
        #expect(scene.counter.drawnLayers == ["a", "b"])   // a is not drawn twice in one commit
        #expect(scene.host.drawsAtPublish == [2])
        #expect(scene.a.needsDisplay())
        scene.counter.duringDraw = nil
        CATransaction.flush()   // the mark made during the last commit opened the next one
        #expect(scene.counter.drawnLayers == ["a", "b", "a"])
        #expect(scene.host.drawsAtPublish == [2, 3])
        #expect(!scene.a.needsDisplay())
    }

    @Test("re-entrancy: a draw that marks itself again is drawn once per commit (Apple: again at the next cycle)")
    func selfMarkingDrawDrawsOncePerCommit() {
        let scene = DrawnScene()
        scene.counter.duringDraw = { layer in layer.setNeedsDisplay() }
        scene.a.setNeedsDisplay()
        CATransaction.flush()
        #expect(scene.counter.draws == 1)
        CATransaction.flush()
        #expect(scene.counter.draws == 2)
        scene.counter.duringDraw = nil
        CATransaction.flush()
        CATransaction.flush()
        #expect(scene.counter.draws == 3)
        #expect(scene.host.drawsAtPublish == [1, 2, 3])
    }

    @Test("bad input: commit() with no begin() inside a draw is ignored with one message; a begin() left open there is closed with one; flush() there does nothing")
    func unbalancedTransactionsInsideADraw() {
        let scene = DrawnScene()
        let messages = EngineDiagnostics.capture {
            scene.counter.duringDraw = { layer in
                CATransaction.flush()    // the commit in progress publishes this draw
                CATransaction.commit()   // no begin() of its own
                CATransaction.begin()    // never committed
                CATransaction.setDisableActions(true)
                layer.opacity = 0.25
            }
            scene.a.setNeedsDisplay()
            CATransaction.flush()
        }
        #expect(messages.contains { $0.contains("commit()") && $0.contains("inside a layout or draw callback") })
        #expect(messages.contains { $0.contains("left 1 transaction(s) open") })
        #expect(scene.counter.drawnLayers == ["a"])
        #expect(scene.host.drawsAtPublish == [1])
        #expect(scene.host.latestTree.layers[1].opacity == 0.25)
        scene.counter.duringDraw = nil
        #expect(!CATransaction.disableActions())   // the level begun in the draw is gone
        CATransaction.flush()
        #expect(scene.host.drawsAtPublish == [1])
    }

    @Test("needsDisplayOnBoundsChange: a bounds change committed by flush() redraws the layer once at its new size")
    func boundsChangeRedrawsAtTheCommit() {
        let scene = DrawnScene()
        scene.a.needsDisplayOnBoundsChange = true
        scene.a.bounds = CGRect(x: 0, y: 0, width: 10, height: 8)
        scene.b.bounds = CGRect(x: 0, y: 0, width: 10, height: 8)   // b does not redraw on a bounds change
        CATransaction.flush()
        #expect(scene.counter.drawnLayers == ["a"])
        #expect(scene.committedContents(1)?.width == 10 && scene.committedContents(1)?.height == 8)
        #expect(scene.committedContents(2)?.width == 20)
    }
}
