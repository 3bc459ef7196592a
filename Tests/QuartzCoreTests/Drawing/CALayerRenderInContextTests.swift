// CALayer.render(in:) against what Apple's QuartzCore does, each case measured on Apple by
// gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m (which pixels are painted), plus the engine's
// documented drawing of corners, borders, contents, shapes and gradients (docs/porting.md "Added API").
import QuartzCore
import Testing

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

private func layer(frame: CGRect, color: CGColor? = red) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

@Suite struct CALayerRenderInContextTests {
    @Test("the layer asked to render draws at the context's origin, not where its frame puts it")
    func receiverAtOrigin() {
        let probe = BitmapProbe()
        layer(frame: CGRect(x: 10, y: 20, width: 30, height: 40)).render(in: probe.context)
        #expect(probe.paintedExactly(0, 0, 30, 40))
    }

    @Test("the receiver's bounds origin moves its drawing; its position and transform do not")
    func boundsOriginMoves() {
        let b = CALayer()
        b.bounds = CGRect(x: 10, y: 10, width: 20, height: 20)
        b.position = CGPoint(x: 50, y: 50)
        b.backgroundColor = red
        let probe = BitmapProbe()
        b.render(in: probe.context)
        #expect(probe.paintedExactly(10, 10, 30, 30))
        let t = layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        t.transform = CATransform3DMakeTranslation(30, 0, 0)
        let moved = BitmapProbe()
        t.render(in: moved.context)
        #expect(moved.paintedExactly(0, 0, 20, 20))
    }

    @Test("no colour and no contents, hidden, or zero opacity paint nothing; half opacity paints the area at half strength")
    func nothingToDraw() {
        let bare = BitmapProbe()
        layer(frame: CGRect(x: 10, y: 20, width: 30, height: 40), color: nil).render(in: bare.context)
        #expect(bare.paintedCount == 0)
        let hidden = layer(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        hidden.isHidden = true
        let h = BitmapProbe()
        hidden.render(in: h.context)
        #expect(h.paintedCount == 0)
        let clear = layer(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        clear.opacity = 0
        let c = BitmapProbe()
        clear.render(in: c.context)
        #expect(c.paintedCount == 0)
        let half = layer(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        half.opacity = 0.5
        let probe = BitmapProbe()
        half.render(in: probe.context)
        #expect(probe.paintedCount == 30 * 40)
        #expect(abs(Int(probe.rgba(5, 5)[3]) - 128) <= 1)
    }

    @Test("sublayers are placed by their frames, can fall outside, and masksToBounds cuts them to the bounds")
    func sublayers() {
        let p = layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: nil)
        p.addSublayer(layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        let outside = BitmapProbe()
        p.render(in: outside.context)
        #expect(outside.paintedExactly(10, 10, 30, 30))
        p.masksToBounds = true
        let clipped = BitmapProbe()
        p.render(in: clipped.context)
        #expect(clipped.paintedExactly(10, 10, 20, 20))
    }

    @Test("a hidden sublayer is left out, and of two overlapping sublayers the later is on top")
    func siblingOrder() {
        let root = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: nil)
        let hidden = layer(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
        hidden.isHidden = true
        root.addSublayer(hidden)
        root.addSublayer(layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: red))
        root.addSublayer(layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: blue))
        let probe = BitmapProbe()
        root.render(in: probe.context)
        #expect(probe.rgba(15, 15) == [0, 0, 255, 255])
        #expect(!probe.painted(80, 80))
    }

    @Test("a bounds origin below the receiver moves that layer's sublayers")
    func nestedBoundsOrigin() {
        let root = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: nil)
        let middle = layer(frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: nil)
        middle.bounds = CGRect(x: 10, y: 10, width: 60, height: 60)
        middle.addSublayer(layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        root.addSublayer(middle)
        let probe = BitmapProbe()
        root.render(in: probe.context)
        #expect(probe.paintedExactly(0, 0, 20, 20))
    }

    @Test("a sublayer's transform, anchor point and the superlayer's sublayerTransform place it")
    func placement() {
        let p = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: nil)
        let k = layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        k.transform = CATransform3DMakeTranslation(30, 0, 0)
        p.addSublayer(k)
        let moved = BitmapProbe()
        p.render(in: moved.context)
        #expect(moved.paintedExactly(40, 10, 60, 30))

        let anchored = CALayer()
        anchored.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        anchored.position = CGPoint(x: 50, y: 50)
        anchored.anchorPoint = .zero
        anchored.backgroundColor = red
        let ap = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: nil)
        ap.addSublayer(anchored)
        let a = BitmapProbe()
        ap.render(in: a.context)
        #expect(a.paintedExactly(50, 50, 70, 70))

        let sp = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: nil)
        sp.addSublayer(layer(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        sp.sublayerTransform = CATransform3DMakeTranslation(30, 0, 0)
        let s = BitmapProbe()
        sp.render(in: s.context)
        #expect(s.paintedExactly(40, 10, 60, 30))
    }

    @Test("a sublayer rotated 90° about its centre covers the same square; a 3-D rotated one is not rendered")
    func affineAndThreeD() {
        let p = layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: nil)
        let k = layer(frame: CGRect(x: 20, y: 30, width: 40, height: 20))
        k.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        p.addSublayer(k)
        let probe = BitmapProbe()
        p.render(in: probe.context)
        #expect(probe.painted(40, 25) && probe.painted(40, 55) && !probe.painted(25, 40))
        k.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
        let flat = BitmapProbe()
        p.render(in: flat.context)
        #expect(flat.paintedCount == 0)
    }

    @Test("a layer never displayed paints no delegate drawing; once displayed, what it drew appears")
    func displayedContents() {
        final class Painter: NSObject, CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let painter = Painter()
        let l = layer(frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: nil)
        l.delegate = painter
        let before = BitmapProbe()
        l.render(in: before.context)
        #expect(before.paintedCount == 0)
        l.display()
        let after = BitmapProbe()
        l.render(in: after.context)
        #expect(after.paintedExactly(0, 0, 10, 10))
    }

    @Test("cornerRadius rounds the background: the corner pixel stays clear, the middle of each edge is painted")
    func roundedCorners() {
        let l = layer(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        l.cornerRadius = 20
        let probe = BitmapProbe()
        l.render(in: probe.context)
        #expect(!probe.painted(1, 1) && !probe.painted(58, 58))
        #expect(probe.rgba(30, 1) == [255, 0, 0, 255] && probe.rgba(1, 30) == [255, 0, 0, 255])
        l.maskedCorners = [.layerMinXMinYCorner]
        let one = BitmapProbe()
        l.render(in: one.context)
        #expect(!one.painted(1, 1) && one.painted(58, 58) && one.painted(1, 58))
    }

    @Test("the border is drawn inside the bounds, over the sublayers")
    func border() {
        let l = layer(frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: nil)
        l.borderWidth = 5
        l.borderColor = blue
        l.addSublayer(layer(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let probe = BitmapProbe()
        l.render(in: probe.context)
        #expect(probe.rgba(2, 25) == [0, 0, 255, 255] && probe.rgba(47, 25) == [0, 0, 255, 255])
        #expect(probe.rgba(25, 25) == [255, 0, 0, 255])
        #expect(!probe.painted(51, 25))
    }

    @Test("contents appear with their top row at the layer's minimum y, as in the layer's y-down space")
    func contentsOrientation() {
        // 1×2 image: top pixel red, bottom pixel blue.
        let image = CGImage(width: 1, height: 2, rgba: [255, 0, 0, 255, 0, 0, 255, 255], premultiplied: true)!
        let l = layer(frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: nil)
        l.contents = image
        l.magnificationFilter = .nearest
        let probe = BitmapProbe()
        l.render(in: probe.context)
        #expect(probe.rgba(10, 5) == [255, 0, 0, 255])
        #expect(probe.rgba(10, 15) == [0, 0, 255, 255])
    }

    @Test("a shape layer fills and strokes its path; strokeEnd ½ strokes only the first half")
    func shapeLayer() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 90, y: 50))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = red
        shape.lineWidth = 10
        let whole = BitmapProbe()
        shape.render(in: whole.context)
        #expect(whole.paintedExactly(10, 45, 90, 55))
        shape.strokeEnd = 0.5
        let half = BitmapProbe()
        shape.render(in: half.context)
        #expect(half.paintedExactly(10, 45, 50, 55))
    }

    @Test("an axial gradient layer runs from its first colour at startPoint to its last at endPoint")
    func gradientLayer() {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [red, blue]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let probe = BitmapProbe()
        gradient.render(in: probe.context)
        let left = probe.rgba(1, 50), right = probe.rgba(98, 50), middle = probe.rgba(50, 50)
        #expect(left[0] > 240 && left[2] < 15)
        #expect(right[2] > 240 && right[0] < 15)
        #expect(abs(Int(middle[0]) - Int(middle[2])) < 10)
    }
}
