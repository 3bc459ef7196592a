// Tests of CGPath/CGMutablePath (API.md) and the segment/flattening helpers for keyframe paths (spec §6.5).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct CGPathTests {
    @Test("an empty path is empty, has a null bounding box and current point zero")
    func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test("addLine without a current point is ignored with a message, as Apple's")
    func lineWithoutCurrentPoint() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        #expect(path.isEmpty)
        #expect(EngineDiagnostics.hasReported(
            "CGMutablePath.addLine(to:): no current point; call move(to:) first. The element was ignored."))
    }

    @Test("boundingBox includes control points; currentPoint follows the last element and close")
    func boundingBoxAndCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 2, y: 20), control2: CGPoint(x: 8, y: -5))
        #expect(path.boundingBox == CGRect(x: 0, y: -5, width: 10, height: 25))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 12, y: 3), control: CGPoint(x: 30, y: 1))
        #expect(path.boundingBox == CGRect(x: 0, y: -5, width: 30, height: 25))
        path.closeSubpath()
        #expect(path.currentPoint == .zero)
        #expect(!path.isEmpty)
    }

    @Test("a rect path is move, three lines, close; CGPath(rect:transform:) applies the transform")
    func rectPath() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(path.elements == [
            .moveTo(CGPoint(x: 1, y: 2)), .addLine(CGPoint(x: 4, y: 2)), .addLine(CGPoint(x: 4, y: 6)),
            .addLine(CGPoint(x: 1, y: 6)), .closeSubpath,
        ])
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 4), transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(moved.boundingBox == CGRect(x: 10, y: 0, width: 3, height: 4))
    }

    @Test("an ellipse is four cubics from (maxX, midY), lying on the ellipse within 0.03%")
    func ellipsePath() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let path = CGPath(ellipseIn: rect, transform: nil)
        #expect(path.elements.count == 6)
        #expect(path.elements.first == .moveTo(CGPoint(x: 200, y: 50)))
        #expect(path.elements.last == .closeSubpath)
        #expect(path.boundingBox == rect)
        for segment in path.segments.dropLast() {
            for i in 0...10 {
                let p = segment.point(at: CGFloat(i) / 10)
                let r = ((p.x - 100) / 100) * ((p.x - 100) / 100) + ((p.y - 50) / 50) * ((p.y - 50) / 50)
                #expect(abs(r.squareRoot() - 1) < 3e-4)
            }
        }
    }

    @Test("rounded rects keep the bounds and clamp oversized corners; zero corners make a rect")
    func roundedRectPath() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil)
        #expect(path.boundingBox == rect)
        #expect(path.elements.count == 10)
        let clamped = CGPath(roundedRect: rect, cornerWidth: 80, cornerHeight: 80, transform: nil)
        #expect(clamped.boundingBox == rect)
        #expect(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 0, transform: nil) == CGPath(rect: rect, transform: nil))
    }

    @Test("copy keeps the elements; the mutable original can change without touching the copy")
    func copying() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5)])
        let snapshot = path.copy()
        path.addLine(to: CGPoint(x: 9, y: 9))
        #expect(snapshot?.elements.count == 2)
        #expect(path.elements.count == 3)
        var visited = 0
        path.forEachElement { _ in visited += 1 }
        #expect(visited == 3)
    }

    @Test("segments: one per line, curve and close; element end points include the close's return")
    func segmentsAndEndPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.closeSubpath()
        let segments = path.segments
        #expect(segments.count == 3)
        #expect(segments.map(\.kind) == [.line, .quadCurve, .line])
        #expect(segments[2].start == CGPoint(x: 10, y: 10) && segments[2].end == .zero)
        #expect(path.elementEndPoints == [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), .zero])
    }

    @Test("flattening measures arc length and finds point and tangent at an arc-length fraction")
    func flattening() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 10))
        let flat = path.flattened()
        #expect(flat.totalLength == 40)
        #expect(flat.segmentEndLengths == [30, 40])
        let quarter = flat.position(atFraction: 0.5)
        #expect(quarter?.point == CGPoint(x: 20, y: 0))
        #expect(quarter?.tangentAngle == 0)
        let late = flat.position(atFraction: 0.875)
        #expect(late?.point == CGPoint(x: 30, y: 5))
        #expect(abs((late?.tangentAngle ?? 0) - .pi / 2) < 1e-12)
        // A circle of radius 50: circumference 2π·50 within 0.1%.
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil).flattened(tolerance: 0.01)
        #expect(abs(circle.totalLength - 100 * .pi) < 0.1 * .pi)
        #expect(CGMutablePath().flattened().position(atFraction: 0.5) == nil)
    }
}
