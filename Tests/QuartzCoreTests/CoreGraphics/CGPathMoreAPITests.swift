// More CGPath and CGContext API Apple code uses: boundingBoxOfPath (CGPathGetPathBoundingBox: the points on the
// path, not the control points), copy(dashingWithPhase:lengths:transform:) (CGPathCreateCopyByDashingPath),
// isRect(_:) (CGPathIsRect), CGContext.replacePathWithStrokedPath(), convertToDeviceSpace/convertToUserSpace, and
// CGImage.dataProvider.
import QuartzCore
import Testing

@Suite struct CGPathMoreAPITests {
    @Test("boundingBoxOfPath holds the curve but not its control points; boundingBox holds both")
    func boundingBoxOfPath() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.maxY - 75) < 1e-9)   // the cubic's peak: 3·(1/2)·(1/2)·100 at t = ½
        #expect(tight.minX == 0 && tight.maxX == 100 && tight.minY == 0)
        #expect(path.boundingBox.maxY == 100)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test("an ellipse's boundingBoxOfPath is the rect it was made in")
    func ellipseBounds() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let box = CGPath(ellipseIn: rect, transform: nil).boundingBoxOfPath
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxX - 40) < 1e-9 && abs(box.minY - 20) < 1e-9 && abs(box.maxY - 60) < 1e-9)
    }

    @Test("dashing a 100-long line with [10, 5] gives 7 dashes, the phase shifting where they start")
    func dashing() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5])
        let starts = dashed.elements.compactMap { element -> CGFloat? in
            if case .moveTo(let p) = element { return p.x }
            return nil
        }
        #expect(starts == [0, 15, 30, 45, 60, 75, 90])
        #expect(dashed.currentPoint.x == 100)
        let shifted = line.copy(dashingWithPhase: 5, lengths: [10, 5])
        if case .moveTo(let p) = shifted.elements[0], case .addLine(let q) = shifted.elements[1] {
            #expect(p.x == 0 && q.x == 5)
        } else {
            Issue.record("the dashed path does not start with a dash")
        }
    }

    @Test("stroking the dashes paints the dashes and leaves the gaps clear")
    func dashesPaint() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 100, y: 50))
        let probe = BitmapProbe()
        probe.context.addPath(line.copy(dashingWithPhase: 0, lengths: [10, 10]))
        probe.context.setLineWidth(4)
        probe.context.strokePath()
        #expect(probe.painted(5, 50) && !probe.painted(15, 50) && probe.painted(25, 50))
    }

    @Test("isRect recognises a rectangle path and gives its rect, and refuses other shapes")
    func isRect() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 4), transform: nil).isRect(nil))
        let rotated = CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 4),
                             transform: CGAffineTransform(rotationAngle: 0.3))
        #expect(!rotated.isRect(nil))
    }

    @Test("replacePathWithStrokedPath: filling the new path paints what stroking the old one would")
    func replacePathWithStrokedPath() {
        let stroked = BitmapProbe(), filled = BitmapProbe()
        for probe in [stroked, filled] {
            probe.context.move(to: CGPoint(x: 10, y: 10))
            probe.context.addLine(to: CGPoint(x: 90, y: 80))
            probe.context.setLineWidth(8)
            probe.context.setLineCap(.round)
        }
        stroked.context.strokePath()
        filled.context.replacePathWithStrokedPath()
        filled.context.fillPath()
        var differing = 0
        for y in 0..<100 { for x in 0..<100 where abs(Int(stroked.rgba(x, y)[3]) - Int(filled.rgba(x, y)[3])) > 96 { differing += 1 } }
        #expect(differing == 0)
        #expect(filled.painted(50, 45) && !filled.painted(10, 90))
    }

    @Test("user and device space convert through the CTM both ways")
    func spaceConversion() {
        let c = BitmapProbe().context
        c.translateBy(x: 10, y: 20)
        c.scaleBy(x: 2, y: 2)
        #expect(c.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 22))
        #expect(c.convertToUserSpace(CGPoint(x: 12, y: 22)) == CGPoint(x: 1, y: 1))
        #expect(c.convertToDeviceSpace(CGSize(width: 3, height: 4)) == CGSize(width: 6, height: 8))
        #expect(c.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 1, height: 1)) == CGRect(x: 10, y: 20, width: 2, height: 2))
    }

    @Test("an image's dataProvider gives its premultiplied RGBA bytes")
    func dataProvider() {
        let image = CGImage(width: 1, height: 1, rgba: [10, 20, 30, 255], premultiplied: true)!
        let data = image.dataProvider!.data! as Data
        #expect([UInt8](data) == [10, 20, 30, 255])
    }
}
