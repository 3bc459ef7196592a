// CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:) (CGPath.h CGPathCreateCopyByStrokingPath):
// the outline's fill is the area the stroke paints. Checked point by point against the geometry of caps and joins,
// and pixel by pixel against cairo's own stroke of the same path (with a must-fail twin at another width).
import QuartzCore
import Testing

@Suite struct CGPathStrokingTests {
    private func line(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        return path
    }

    @Test("a 10-wide stroke of a horizontal line covers 5 on each side, and butt caps end at the end points")
    func halfWidthEachSide() {
        let outline = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 50, y: 4.9)))
        #expect(outline.contains(CGPoint(x: 50, y: -4.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 5.1)))
        #expect(!outline.contains(CGPoint(x: -0.1, y: 0)))
        #expect(!outline.contains(CGPoint(x: 100.1, y: 0)))
    }

    @Test("square caps reach half the width past the ends; round caps reach it only along a circle")
    func caps() {
        let path = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        let square = path.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -4.9, y: 4.9)))
        #expect(!square.contains(CGPoint(x: -5.1, y: 0)))
        let round = path.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -4.9, y: 0)))
        #expect(!round.contains(CGPoint(x: -4, y: 4)))   // 5.66 from the end point
        #expect(round.contains(CGPoint(x: -3, y: 3)))    // 4.24 from it
    }

    @Test("a right-angle corner: miter fills the outer square corner, bevel cuts it, round rounds it")
    func joins() {
        let path = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let corner = CGPoint(x: 104.5, y: -4.5)
        let miter = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(miter.contains(corner))
        let bevel = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(corner))
        #expect(bevel.contains(CGPoint(x: 102, y: -2)))
        let round = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(!round.contains(corner))
        #expect(round.contains(CGPoint(x: 103, y: -3)))
    }

    @Test("a miter longer than miterLimit × width falls back to a bevel (a right angle's ratio is √2)")
    func miterLimit() {
        let path = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let corner = CGPoint(x: 104.5, y: -4.5)
        #expect(path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.5).contains(corner))
        #expect(!path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4).contains(corner))
    }

    @Test("the transform maps the outline's points")
    func transformMapsOutline() {
        let outline = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                  transform: CGAffineTransform(scaleX: 1, y: 2))
        #expect(outline.contains(CGPoint(x: 50, y: 9.5)))
        #expect(!outline.contains(CGPoint(x: 50, y: 10.5)))
    }

    /// Pixels where the alpha of `a` and `b` differ by more than `tolerance`.
    private func differingPixels(_ a: BitmapProbe, _ b: BitmapProbe, tolerance: Int = 96) -> Int {
        var count = 0
        for y in 0..<a.side { for x in 0..<a.side where abs(Int(a.rgba(x, y)[3]) - Int(b.rgba(x, y)[3])) > tolerance { count += 1 } }
        return count
    }

    private func curvyPath() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 15, y: 20))
        path.addCurve(to: CGPoint(x: 85, y: 30), control1: CGPoint(x: 30, y: 95), control2: CGPoint(x: 70, y: -40))
        path.addLine(to: CGPoint(x: 60, y: 80))
        path.addQuadCurve(to: CGPoint(x: 20, y: 70), control: CGPoint(x: 40, y: 100))
        return path
    }

    private func compare(width outlineWidth: CGFloat, cap: CGLineCap, join: CGLineJoin) -> Int {
        let path = curvyPath()
        let stroked = BitmapProbe(), filled = BitmapProbe()
        stroked.context.addPath(path)
        stroked.context.setLineWidth(9)
        stroked.context.setLineCap(cap)
        stroked.context.setLineJoin(join)
        stroked.context.strokePath()
        filled.context.addPath(path.copy(strokingWithWidth: outlineWidth, lineCap: cap, lineJoin: join, miterLimit: 10))
        filled.context.fillPath(using: .winding)
        return differingPixels(stroked, filled)
    }

    @Test("filling the outline paints the pixels cairo's stroke paints, for every cap and join",
          arguments: [(CGLineCap.butt, CGLineJoin.miter), (.round, .round), (.square, .bevel)])
    func outlineMatchesCairoStroke(cap: CGLineCap, join: CGLineJoin) {
        #expect(compare(width: 9, cap: cap, join: join) == 0)
    }

    @Test("must-fail twin: an outline 3 units wider than the stroke differs from it in many pixels")
    func widerOutlineDiffers() {
        #expect(compare(width: 12, cap: .round, join: .round) > 100)
    }
}
