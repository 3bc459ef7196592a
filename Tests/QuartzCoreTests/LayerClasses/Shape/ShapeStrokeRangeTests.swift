// strokeStart/strokeEnd as arc-length fractions (CAShapeLayer.h) and CGMutablePath's arcs (CGPath.h): exact cut
// points on lines and curves, empty and whole ranges, subpaths, and arcs' end points and directions.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct ShapeStrokeRangeTests {
    /// Two lines of lengths 10 and 30 in one subpath.
    static let bent: [CGPath.Element] = [.moveTo(.zero), .addLine(CGPoint(x: 10, y: 0)), .addLine(CGPoint(x: 10, y: 30))]

    @Test("fractions of the total length: 0.5 of 40 ends 10 points down the second line")
    func cutsLines() {
        let cut = ShapeStrokeRange.trimmed(Self.bent, start: 0.125, end: 0.5)
        #expect(cut == [.moveTo(CGPoint(x: 5, y: 0)), .addLine(CGPoint(x: 10, y: 0)), .addLine(CGPoint(x: 10, y: 10))])
    }

    @Test("the whole range returns the path unchanged; start ≥ end and out-of-range values stroke nothing or clamp")
    func wholeAndEmpty() {
        #expect(ShapeStrokeRange.trimmed(Self.bent, start: 0, end: 1) == Self.bent)
        #expect(ShapeStrokeRange.trimmed(Self.bent, start: -1, end: 2) == Self.bent)
        #expect(ShapeStrokeRange.trimmed(Self.bent, start: 0.6, end: 0.6).isEmpty)
        #expect(ShapeStrokeRange.trimmed(Self.bent, start: 0.8, end: 0.2).isEmpty)
        #expect(ShapeStrokeRange.trimmed(Self.bent, start: .nan, end: .nan) == Self.bent)
    }

    @Test("a cut through a second subpath starts it with its own move")
    func subpaths() {
        let two: [CGPath.Element] = [.moveTo(.zero), .addLine(CGPoint(x: 10, y: 0)),
                                     .moveTo(CGPoint(x: 0, y: 5)), .addLine(CGPoint(x: 10, y: 5))]
        let cut = ShapeStrokeRange.trimmed(two, start: 0.25, end: 0.75)
        #expect(cut == [.moveTo(CGPoint(x: 5, y: 0)), .addLine(CGPoint(x: 10, y: 0)),
                        .moveTo(CGPoint(x: 0, y: 5)), .addLine(CGPoint(x: 5, y: 5))])
    }

    @Test("half of a quarter-circle arc ends at 45° on the circle (a curve cut exactly)")
    func cutsCurves() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let cut = ShapeStrokeRange.trimmed(path.elements, start: 0, end: 0.5)
        guard case .addCurve(_, _, let end)? = cut.last else { Issue.record("\(cut)"); return }
        #expect(abs(end.x - 100 * cos(.pi / 4)) < 0.2 && abs(end.y - 100 * sin(.pi / 4)) < 0.2, "\(end)")
    }

    @Test("addArc: a full counter-clockwise turn is four quarter curves back to the start; clockwise runs the other way")
    func arcs() {
        let full = CGMutablePath()
        full.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: false)
        #expect(full.elements.count == 5 && full.elements.first == .moveTo(CGPoint(x: 50, y: 30)))
        guard case .addCurve(_, _, let firstEnd) = full.elements[1] else { Issue.record("\(full.elements)"); return }
        #expect(abs(firstEnd.x - 70) < 1e-9 && abs(firstEnd.y - 50) < 1e-9, "increasing angle turns towards +y")
        let back = CGMutablePath()
        back.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(back.elements.count == 4, "clockwise from 0 to π/2 is three quarters: \(back.elements.count - 1) curves")
        #expect(abs(back.currentPoint.x) < 1e-9 && abs(back.currentPoint.y - 10) < 1e-9)
    }
}
