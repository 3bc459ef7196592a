// PathPolyline: one subpath of a CGPath flattened to points (curves split into chords within a tolerance), with
// whether the subpath was closed. Hit testing (CGPath+Contains.swift) and stroke outlines (StrokeOutliner.swift)
// work on these; docs/porting.md "Added API" says where flattening shows.
import Foundation

package struct PathPolyline: Equatable, Sendable {
    package var points: [CGPoint]
    package var isClosed: Bool

    /// Every subpath of `elements` in order; a subpath that is only a move-to gives a one-point polyline. Curves are
    /// split until each chord's midpoint lies within `tolerance` of the curve (FlattenedPath.chordCount).
    package static func subpaths(of elements: [CGPath.Element], tolerance: CGFloat) -> [PathPolyline] {
        var result: [PathPolyline] = []
        var current: PathPolyline?
        var last = CGPoint.zero, start = CGPoint.zero
        func appendCurve(_ segment: CGPathSegment) {
            let count = FlattenedPath.chordCount(segment, tolerance: tolerance)
            for i in 1...count { current?.points.append(segment.point(at: CGFloat(i) / CGFloat(count))) }
        }
        for element in elements {
            switch element {
            case .moveTo(let p):
                if let open = current { result.append(open) }
                current = PathPolyline(points: [p], isClosed: false)
                last = p; start = p
            case .addLine(let p):
                if current == nil { current = PathPolyline(points: [last], isClosed: false); start = last }
                current?.points.append(p)
                last = p
            case .addQuadCurve(let c, let p):
                if current == nil { current = PathPolyline(points: [last], isClosed: false); start = last }
                appendCurve(CGPathSegment(kind: .quadCurve, p0: last, p1: c, p2: c, p3: p, elementIndex: 0))
                last = p
            case .addCurve(let c1, let c2, let p):
                if current == nil { current = PathPolyline(points: [last], isClosed: false); start = last }
                appendCurve(CGPathSegment(kind: .curve, p0: last, p1: c1, p2: c2, p3: p, elementIndex: 0))
                last = p
            case .closeSubpath:
                if var closed = current {
                    closed.isClosed = true
                    result.append(closed)
                    current = nil
                }
                last = start
            }
        }
        if let open = current { result.append(open) }
        return result
    }
}
