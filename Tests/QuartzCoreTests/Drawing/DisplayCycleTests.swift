// The layer display cycle (docs/architecture.md "Text"; Apple's CALayer display/draw(in:)/setNeedsDisplay): a layer marked for display
// is drawn during the commit after layout, by its delegate's display(_:) or else into a backing store of bounds ×
// contentsScale pixels through draw(in:) (subclass) or the delegate's draw(_:in:), with the origin at the bounds'
// top-left and y down; the image becomes the contents.
import Foundation
import Testing
@testable import QuartzCore

/// A layer that fills the top-left quarter of its bounds red and counts its drawings.
private final class QuarterLayer: CALayer {
    var draws = 0
    var lastCTM = CGAffineTransform.identity
    var events: [String]?

    override func draw(in ctx: CGContext) {
        draws += 1
        events?.append("draw")
        lastCTM = ctx.ctm
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height / 2))
    }

    override func layoutSublayers() { events?.append("layout") }
}

private final class DrawingDelegate: CALayerDelegate {
    var drawn: [String] = []
    func layerWillDraw(_ layer: CALayer) { drawn.append("willDraw") }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawn.append("draw")
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
    }
}

private final class DisplayingDelegate: CALayerDelegate {
    let image = CGImage.solid(CGColor(red: 0, green: 1, blue: 0, alpha: 1), width: 3, height: 3)!
    func display(_ layer: CALayer) { layer.contents = image }
    func draw(_ layer: CALayer, in ctx: CGContext) { Issue.record("draw(_:in:) must not run when display(_:) does") }
}

private func image(_ layer: CALayer) -> CGImage? { layer.contents as? CGImage }

private func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [UInt8] {
    guard let p = image?.pixel(x: x, y: y) else { return [] }
    return [p.r, p.g, p.b, p.a]
}

@Suite struct DisplayCycleTests {
    @Test("a subclass's draw(in:) gets a top-left, y-down context: its top-left quarter is the image's top-left")
    func subclassDrawsTopLeftYDown() {
        let layer = QuarterLayer()
        layer.bounds = CGRect(x: 10, y: 20, width: 8, height: 6)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let drawn = image(layer)
        #expect(drawn?.width == 8 && drawn?.height == 6)
        #expect(rgba(drawn, 0, 0) == [255, 0, 0, 255])
        #expect(rgba(drawn, 3, 2) == [255, 0, 0, 255])
        #expect(rgba(drawn, 4, 0) == [0, 0, 0, 0])
        #expect(rgba(drawn, 0, 3) == [0, 0, 0, 0])
        #expect(layer.lastCTM == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -10, ty: 26))
    }

    @Test("contentsScale 2 makes a backing store of twice the bounds in pixels, the CTM scaled by 2")
    func contentsScaleSizesTheBackingStore() {
        let layer = QuarterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 6)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let drawn = image(layer)
        #expect(drawn?.width == 16 && drawn?.height == 12)
        #expect(rgba(drawn, 7, 5) == [255, 0, 0, 255])
        #expect(rgba(drawn, 8, 5) == [0, 0, 0, 0])
        #expect(layer.lastCTM == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 12))
    }

    @Test("a geometry-flipped layer (contentsAreFlipped() true) draws y up: the bounds' origin is the image's bottom-left")
    func flippedContentsDrawYUp() {
        let layer = QuarterLayer()
        layer.isGeometryFlipped = true
        #expect(layer.contentsAreFlipped())
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 6)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(rgba(image(layer), 0, 5) == [255, 0, 0, 255])
        #expect(rgba(image(layer), 0, 0) == [0, 0, 0, 0])
    }

    @Test("a delegate's draw(_:in:) draws the backing store after layerWillDraw(_:); its display(_:) replaces both")
    func delegateDrawingAndDisplay() {
        let drawing = DrawingDelegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.delegate = drawing
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(drawing.drawn == ["willDraw", "draw"])
        #expect(rgba(image(layer), 0, 0) == [0, 0, 255, 255])
        #expect(rgba(image(layer), 0, 2) == [0, 0, 0, 0])
        let displaying = DisplayingDelegate()
        layer.delegate = displaying
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(image(layer) === displaying.image)
    }

    @Test("displayIfNeeded draws once per setNeedsDisplay; an empty rect marks nothing; the flag clears")
    func drawsOncePerMark() {
        let layer = QuarterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.displayIfNeeded()
        #expect(layer.draws == 0)
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.draws == 1 && !layer.needsDisplay())
        layer.setNeedsDisplay(.zero)
        #expect(!layer.needsDisplay())
    }

    @Test("needsDisplayOnBoundsChange marks the layer when its bounds change; by default it does not")
    func needsDisplayOnBoundsChange() {
        let layer = CALayer()
        #expect(!layer.needsDisplayOnBoundsChange)
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 6, height: 5)
        #expect(layer.needsDisplay())
    }

    @Test("display runs in the commit after layout, and the drawn image is in the committed render tree")
    func displayRunsInTheCommitAfterLayout() {
        let layer = QuarterLayer()
        let scene = HostedAnimationScene(child: layer)   // its first commit lays out the new, sized layer
        layer.events = []
        layer.setNeedsLayout()
        layer.setNeedsDisplay()
        CATransaction.flush()
        #expect(layer.events == ["layout", "draw"])
        let committed = scene.renderer.latestTree.layers[1].contents
        #expect(committed?.width == 100 && committed.flatMap { rgba($0, 10, 10) } == [255, 0, 0, 255])
    }

    @Test("bad input: zero bounds give nil contents, NaN scale draws at 1, huge bounds are clamped, each with a message")
    func badInput() {
        let messages = EngineDiagnostics.capture {
            let empty = QuarterLayer()
            empty.contents = CGImage.solid(.black, width: 1, height: 1)
            empty.setNeedsDisplay()
            empty.displayIfNeeded()
            #expect(empty.contents == nil)
            let zeroScale = QuarterLayer()
            zeroScale.name = "zeroScale"
            zeroScale.bounds = CGRect(x: 0, y: 0, width: 3, height: 3)
            zeroScale.contentsScale = 0
            zeroScale.setNeedsDisplay()
            zeroScale.displayIfNeeded()
            #expect(image(zeroScale)?.width == 3)
            let huge = QuarterLayer()
            huge.name = "huge"
            huge.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 10)
            huge.setNeedsDisplay()
            huge.displayIfNeeded()
            #expect(image(huge)?.width == CALayer.maximumBackingStoreSide)
        }
        #expect(messages.contains { $0.contains("\"zeroScale\"") && $0.contains("contentsScale") })
        #expect(messages.contains { $0.contains("\"huge\"") && $0.contains("8192") })
    }

    @Test("a draw(in:) that leaves a saveGState open gives one message and its drawing is still the contents")
    func unbalancedGState() {
        final class Unbalanced: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.saveGState()
                ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                ctx.fill(bounds)
            }
        }
        let layer = Unbalanced()
        layer.name = "unbalanced"
        layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        let messages = EngineDiagnostics.capture {
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
        }
        #expect(messages.contains { $0.contains("\"unbalanced\"") && $0.contains("saveGState") })
        #expect(rgba(image(layer), 1, 1) == [0, 255, 0, 255])
    }
}
