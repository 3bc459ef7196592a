// UIBezierPath's geometry and drawing (docs/porting.md "The UIKit types"). UIBezierPath.h: `clockwise` is in the
// path's own (UIKit, y-down) space, so from angle 0 to π/2 clockwise is the quarter through the lower right on
// screen; bounds include control points; the defaults are lineWidth 1, butt caps, miter joins, miter limit 10.
import Testing
import UIKit

@Suite struct UIBezierPathTests {
    private let center = CGPoint(x: 50, y: 50)

    /// The points of the path's curves at t = ½ (an arc's quarter pieces meet the circle there).
    private func curveMidpoints(_ path: UIBezierPath) -> [CGPoint] {
        path.cgPath.segments.filter { $0.kind == .curve }.map { $0.point(at: 0.5) }
    }

    @Test func clockwiseArcFromZeroToHalfPiRunsThroughTheLowerRightOnScreen() {
        let path = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let mids = curveMidpoints(path)
        #expect(mids.count == 1)
        // The middle of the quarter is at angle π/4: right of and below the centre (y down).
        let expected = CGPoint(x: 50 + 10 * cos(CGFloat.pi / 4), y: 50 + 10 * sin(CGFloat.pi / 4))
        #expect(abs(mids[0].x - expected.x) < 0.01 && abs(mids[0].y - expected.y) < 0.01)
        #expect(abs(path.currentPoint.x - 50) < 1e-9 && abs(path.currentPoint.y - 60) < 1e-9)
        #expect(path.bounds.minX >= 50 - 1e-9 && path.bounds.minY >= 50 - 1e-9)
    }

    @Test func counterclockwiseArcFromZeroToHalfPiIsTheOtherThreeQuarters() {
        let path = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let mids = curveMidpoints(path)
        #expect(mids.count == 3)
        // It passes above the centre (angle -π/2 → y = 40) and left of it (angle π → x = 40).
        #expect(mids.contains { abs($0.x - (50 + 10 * cos(-CGFloat.pi / 4))) < 0.01 && $0.y < 50 })
        #expect(abs(path.bounds.minY - 40) < 0.1 && abs(path.bounds.minX - 40) < 0.1)
    }

    @Test func arcTwinWithCoreGraphicsClockwiseIsMirrored() {
        // The must-fail twin of the arc tests: Core Graphics' `clockwise` true is the opposite turn in y-down space.
        let cg = CGMutablePath()
        cg.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let ui = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(cg.segments.count != ui.cgPath.segments.filter { $0.kind == .curve }.count)
    }

    @Test func addArcJoinsTheCurrentPointWithALine() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: center, radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        guard case .addLine(let p) = path.cgPath.elements[1] else {
            Issue.record("no line to the arc's start: \(path.cgPath.elements)")
            return
        }
        #expect(abs(p.x - 40) < 1e-9 && abs(p.y - 50) < 1e-9)
        // Clockwise from π to 0 on screen goes over the top (y < 50).
        #expect(curveMidpoints(path).allSatisfy { $0.y < 50 })
    }

    @Test func containsFollowsTheFillRule() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))  // non-zero: both ovals run the same way
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
        #expect(!ring.contains(CGPoint(x: 2, y: 2)))  // outside the outer oval, inside its bounds
    }

    @Test func roundedCornersAreCutOnlyWhereAsked() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 20, height: 5))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))   // top-left rounded (radius 20, the width)
        #expect(path.contains(CGPoint(x: 99, y: 1)))   // top-right square
        #expect(path.contains(CGPoint(x: 1, y: 59)))   // bottom-left square
        #expect(!path.contains(CGPoint(x: 99, y: 59))) // bottom-right rounded
        let bounds = path.bounds
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9)
        #expect(abs(bounds.width - 100) < 1e-9 && abs(bounds.height - 60) < 1e-9)
        let all = UIBezierPath(roundedRect: rect, cornerRadius: 500)  // clamped to 30
        #expect(all.contains(CGPoint(x: 50, y: 1)) && !all.contains(CGPoint(x: 3, y: 3)))
    }

    @Test func rectStartsAtItsOriginAndRunsClockwiseOnScreen() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.cgPath.elements == [
            .moveTo(CGPoint(x: 10, y: 20)), .addLine(CGPoint(x: 40, y: 20)), .addLine(CGPoint(x: 40, y: 60)),
            .addLine(CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
    }

    @Test func reversingRunsEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0), controlPoint2: CGPoint(x: 20, y: 8))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.cgPath.elements == [
            .moveTo(CGPoint(x: 20, y: 10)),
            .addCurve(control1: CGPoint(x: 20, y: 8), control2: CGPoint(x: 12, y: 0), to: CGPoint(x: 10, y: 0)),
            .addLine(CGPoint(x: 0, y: 0)),
        ])
        #expect(reversed.lineWidth == 3)
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).reversing()
        #expect(square.cgPath.elements == [
            .moveTo(.zero), .addLine(CGPoint(x: 0, y: 10)), .addLine(CGPoint(x: 10, y: 10)),
            .addLine(CGPoint(x: 10, y: 0)), .addLine(.zero), .closeSubpath,
        ])
    }

    @Test func defaultsQueriesAndTransform() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10 && !path.usesEvenOddFillRule && path.bounds.isNull)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 1), controlPoint: CGPoint(x: 3, y: 9))
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 4, height: 8))  // the control point counts
        path.apply(CGAffineTransform(translationX: 10, y: 0))
        #expect(path.currentPoint == CGPoint(x: 15, y: 1))
        let dashes: [CGFloat] = [4, 2]
        path.setLineDash(dashes, count: 2, phase: 1)
        var read = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == dashes && count == 2 && phase == 1)
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath == path.cgPath)
    }

    @Test func fillAndStrokeDrawIntoTheCurrentContextInUIKitSpace() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: PixelProbe.format(scale: 1))
            .image { _ in
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
                UIColor.blue.setStroke()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: 15))
                line.addLine(to: CGPoint(x: 20, y: 15))
                line.lineWidth = 2
                line.stroke()
            }
        let pixels = try PixelProbe(image)
        let expected: [(x: Int, y: Int, rgba: [UInt8])] = [
            (2, 2, [255, 0, 0, 255]), (15, 2, [0, 0, 0, 0]), (2, 12, [0, 0, 0, 0]),
            (5, 14, [0, 0, 255, 255]), (5, 15, [0, 0, 255, 255]), (5, 17, [0, 0, 0, 0]),
        ]
        #expect(pixels.mismatches(expected) == [])
        // Must-fail twin: the same probes against the image mirrored vertically (y-up drawing) all disagree
        // where the drawing is.
        let flipped = expected.map { (x: $0.x, y: 19 - $0.y, rgba: $0.rgba) }
        #expect(pixels.mismatches(flipped).count >= 4)
    }

    @Test func evenOddFillLeavesTheHoleUnpainted() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: PixelProbe.format(scale: 1))
            .image { _ in
                let frame = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
                frame.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
                frame.usesEvenOddFillRule = true
                UIColor.green.setFill()
                frame.fill()
            }
        let pixels = try PixelProbe(image)
        #expect(pixels.mismatches([(5, 5, [0, 255, 0, 255]), (15, 15, [0, 0, 0, 0])]) == [])
    }
}
