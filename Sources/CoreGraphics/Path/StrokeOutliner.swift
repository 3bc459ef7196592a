// StrokeOutliner: the area a stroke paints, as polygons (CGPath.copy(strokingWithWidth:...), docs/porting.md
// "Added API"). The path is flattened (PathPolyline) and each straight piece of the stroke becomes one polygon:
// a rectangle per segment, a join per interior vertex (and at the start of a closed subpath), a cap per open end.
// Every polygon is oriented counter-clockwise, so the union of the overlapping pieces is exactly the region a fill
// with the nonzero winding rule paints: what Apple's single outline covers. Joins follow CGLineJoin (a miter longer
// than miterLimit × width falls back to a bevel, as Quartz does) and caps CGLineCap.
import Foundation

struct StrokeOutliner {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// Chord tolerance for curves and round joins and caps.
    let tolerance: CGFloat

    init(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        halfWidth = width / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        tolerance = min(0.05, max(width / 200, 0.001))
    }

    /// The stroke's polygons, each counter-clockwise.
    func polygons(of elements: [CGPath.Element]) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        for subpath in PathPolyline.subpaths(of: elements, tolerance: tolerance) {
            outline(subpath, into: &result)
        }
        return result
    }

    private func outline(_ subpath: PathPolyline, into result: inout [[CGPoint]]) {
        // Consecutive repeated points draw nothing between them; a closed subpath drops an end equal to its start.
        var points: [CGPoint] = []
        for p in subpath.points where points.last != p { points.append(p) }
        if subpath.isClosed, points.count > 1, points.last == points.first { points.removeLast() }
        guard let first = points.first else { return }
        if points.count == 1 {
            // A lone move-to paints nothing; a zero-length line paints its caps (round: a dot, square: a square
            // along x), butt nothing, as Quartz strokes it.
            if subpath.points.count > 1 {
                appendCap(at: first, direction: CGPoint(x: 1, y: 0), into: &result)
                appendCap(at: first, direction: CGPoint(x: -1, y: 0), into: &result)
            }
            return
        }
        let closed = subpath.isClosed && points.count > 2
        let count = points.count
        let segmentCount = closed ? count : count - 1
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % count]
            let n = normal(from: a, to: b)
            appendPolygon([offset(a, n, 1), offset(b, n, 1), offset(b, n, -1), offset(a, n, -1)], into: &result)
        }
        // Joins at interior vertices; a closed subpath joins at every vertex.
        let joinRange = closed ? 0..<count : 1..<(count - 1)
        for i in joinRange {
            let previous = points[(i - 1 + count) % count], vertex = points[i], next = points[(i + 1) % count]
            appendJoin(previous: previous, vertex: vertex, next: next, into: &result)
        }
        if !closed {
            appendCap(at: points[0], direction: direction(from: points[1], to: points[0]), into: &result)
            appendCap(at: points[count - 1], direction: direction(from: points[count - 2], to: points[count - 1]),
                      into: &result)
        }
    }

    // MARK: Pieces

    private func appendJoin(previous: CGPoint, vertex: CGPoint, next: CGPoint, into result: inout [[CGPoint]]) {
        let d1 = direction(from: previous, to: vertex), d2 = direction(from: vertex, to: next)
        let turn = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        if abs(turn) < 1e-12, dot > 0 { return }  // straight on: the two rectangles already meet
        if join == .round {
            result.append(circle(at: vertex))
            return
        }
        // The outer side is right of the path for a left turn, left of it for a right turn.
        let side: CGFloat = turn > 0 ? -1 : 1
        let n1 = CGPoint(x: -d1.y, y: d1.x), n2 = CGPoint(x: -d2.y, y: d2.x)
        let a = offset(vertex, n1, side), b = offset(vertex, n2, side)
        // Miter length over line width is 1 / sin(φ/2) for the angle φ between the segments, i.e. 1 / cos(turn/2).
        let cosHalfTurn = ((1 + dot) / 2).squareRoot()
        if join == .miter, cosHalfTurn > 1e-9, 1 / cosHalfTurn <= miterLimit {
            let bisector = CGPoint(x: (n1.x + n2.x) * side, y: (n1.y + n2.y) * side)
            let length = hypot(bisector.x, bisector.y)
            let reach = halfWidth / cosHalfTurn
            let tip = CGPoint(x: vertex.x + bisector.x / length * reach, y: vertex.y + bisector.y / length * reach)
            appendPolygon([vertex, a, tip, b], into: &result)
        } else {
            appendPolygon([vertex, a, b], into: &result)
        }
    }

    /// The cap at an open end, `direction` pointing out of the path.
    private func appendCap(at end: CGPoint, direction d: CGPoint, into result: inout [[CGPoint]]) {
        switch cap {
        case .butt: return
        case .round: result.append(circle(at: end))
        case .square:
            let n = CGPoint(x: -d.y, y: d.x)
            let out = CGPoint(x: end.x + d.x * halfWidth, y: end.y + d.y * halfWidth)
            appendPolygon([offset(end, n, 1), offset(out, n, 1), offset(out, n, -1), offset(end, n, -1)], into: &result)
        }
    }

    /// A counter-clockwise polygon around `center` of radius halfWidth, its chords within the tolerance.
    private func circle(at center: CGPoint) -> [CGPoint] {
        let r = halfWidth
        let step = 2 * acos(max(-1, min(1, 1 - tolerance / max(r, tolerance))))
        let count = min(max(Int((2 * CGFloat.pi / max(step, 1e-3)).rounded(.up)), 8), 512)
        return (0..<count).map { i in
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(count)
            return CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
    }

    // MARK: Helpers

    private func direction(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = hypot(dx, dy)
        return length > 0 ? CGPoint(x: dx / length, y: dy / length) : CGPoint(x: 1, y: 0)
    }

    /// The unit left normal of a→b.
    private func normal(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let d = direction(from: a, to: b)
        return CGPoint(x: -d.y, y: d.x)
    }

    private func offset(_ p: CGPoint, _ n: CGPoint, _ side: CGFloat) -> CGPoint {
        CGPoint(x: p.x + n.x * halfWidth * side, y: p.y + n.y * halfWidth * side)
    }

    /// Appends `polygon` counter-clockwise (positive shoelace area); degenerate ones are dropped.
    private func appendPolygon(_ polygon: [CGPoint], into result: inout [[CGPoint]]) {
        var area: CGFloat = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        result.append(area > 0 ? polygon : polygon.reversed())
    }
}
