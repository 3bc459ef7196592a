// CGContext.setAllowsAntialiasing(_:) and setShouldAntialias(_:): a shape is antialiased only when both are true;
// shouldAntialias is part of the graphics state and allowsAntialiasing is not (Apple's CGContext reference,
// CGContextSetAllowsAntialiasing: "This parameter is not part of the graphics state"). Also transparency layers.
import QuartzCore
import Testing

@Suite struct CGContextAntialiasingTests {
    /// How many pixels of a filled triangle with a slanted edge are partly covered (alpha strictly between 0 and 255).
    private func partialPixels(_ probe: BitmapProbe) -> Int {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 95, y: 20), CGPoint(x: 30, y: 90)])
        path.closeSubpath()
        probe.context.addPath(path)
        probe.context.fillPath()
        var count = 0
        for y in 0..<probe.side { for x in 0..<probe.side where (1...254).contains(probe.rgba(x, y)[3]) { count += 1 } }
        return count
    }

    @Test("by default slanted edges are antialiased")
    func antialiasedByDefault() {
        #expect(partialPixels(BitmapProbe()) > 50)
    }

    @Test("setAllowsAntialiasing(false) draws hard edges, and restoreGState does not bring antialiasing back")
    func allowsIsNotGraphicsState() {
        let probe = BitmapProbe()
        probe.context.saveGState()
        probe.context.setAllowsAntialiasing(false)
        probe.context.restoreGState()
        #expect(partialPixels(probe) == 0)
    }

    @Test("setShouldAntialias(false) draws hard edges until the graphics state is restored")
    func shouldIsGraphicsState() {
        let hard = BitmapProbe()
        hard.context.setShouldAntialias(false)
        #expect(partialPixels(hard) == 0)
        let restored = BitmapProbe()
        restored.context.saveGState()
        restored.context.setShouldAntialias(false)
        restored.context.restoreGState()
        #expect(partialPixels(restored) > 50)
    }

    @Test("allowing antialiasing again after forbidding it gives antialiased edges once more")
    func allowAgain() {
        let probe = BitmapProbe()
        probe.context.setAllowsAntialiasing(false)
        probe.context.setAllowsAntialiasing(true)
        #expect(partialPixels(probe) > 50)
    }

    @Test("inside a transparency layer at alpha ½, two overlapping opaque rects composite as one: the overlap is as light as either")
    func transparencyLayerCompositesOnce() {
        let probe = BitmapProbe()
        let c = probe.context
        c.setAlpha(0.5)
        c.beginTransparencyLayer(auxiliaryInfo: nil)
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        c.fill(CGRect(x: 40, y: 40, width: 60, height: 60))
        c.endTransparencyLayer()
        #expect(abs(Int(probe.rgba(10, 10)[3]) - 128) <= 1)
        #expect(abs(Int(probe.rgba(50, 50)[3]) - 128) <= 1)
    }

    @Test("must-fail twin: without the transparency layer the overlap of the two ½-alpha rects is darker (¾)")
    func withoutLayerOverlapAddsUp() {
        let probe = BitmapProbe()
        let c = probe.context
        c.setAlpha(0.5)
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        c.fill(CGRect(x: 40, y: 40, width: 60, height: 60))
        #expect(abs(Int(probe.rgba(50, 50)[3]) - 191) <= 1)
    }
}
