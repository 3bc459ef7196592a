// CAShapeLayer's strokeStart/strokeEnd (CAShapeLayer.h: "the relative location at which to begin/stop stroking the
// path … 0 represents the start of the path and 1 represents the end. Values in between are interpolated linearly
// along the path length"): the part of a path between two fractions of its whole arc length, over all subpaths
// together, as path elements the stroker draws. Curves are cut exactly (de Casteljau), at parameters found through
// the path's arc-length table (FlattenedPath). A trimmed closed subpath is open, so it gets caps, as on Apple's
// platforms; the whole range returns the path unchanged, joins and closes included.
import Foundation

/// Cuts a path to a range of its arc length.
package enum ShapeStrokeRange {
    /// The elements of `elements` between `start` and `end` (fractions of the total length, clamped to 0...1);
    /// empty when the range is empty (strokeStart ≥ strokeEnd strokes nothing).
    package static func trimmed(_ elements: [CGPath.Element], start: Double, end: Double) -> [CGPath.Element] {
        let s = min(max(start.isNaN ? 0 : start, 0), 1), e = min(max(end.isNaN ? 1 : end, 0), 1)
        if s <= 0 && e >= 1 { return elements }
        guard e > s else { return [] }
        let segments = CGPath(elements: elements).segments
        let flat = FlattenedPath(segments: segments, tolerance: 0.05)
        let total = Double(flat.totalLength)
        guard total > 0, let first = locate(s * total, in: flat), let last = locate(e * total, in: flat) else { return [] }
        var out: [CGPath.Element] = []
        for index in first.segment...last.segment {
            let segment = segments[index]
            let t0 = index == first.segment ? first.t : 0, t1 = index == last.segment ? last.t : 1
            // A segment that does not continue the previous element starts a new subpath.
            if index == first.segment || segments[index - 1].elementIndex + 1 != segment.elementIndex {
                out.append(.moveTo(segment.point(at: t0)))
            }
            out.append(piece(of: segment, from: t0, to: t1))
        }
        return out
    }

    /// The segment and curve parameter at arc length `length`.
    static func locate(_ length: Double, in flat: FlattenedPath) -> (segment: Int, t: CGFloat)? {
        let chords = flat.chords
        guard !chords.isEmpty else { return nil }
        let target = CGFloat(length)
        var low = 0, high = chords.count - 1
        while low < high {
            let mid = (low + high) / 2
            if chords[mid].endLength < target { low = mid + 1 } else { high = mid }
        }
        let chord = chords[low]
        let startLength = low > 0 ? chords[low - 1].endLength : 0
        let span = chord.endLength - startLength
        let u = span > 0 ? min(max((target - startLength) / span, 0), 1) : 0
        return (chord.segment, chord.t0 + u * (chord.t1 - chord.t0))
    }

    /// The part of `segment` between parameters t0 and t1 as one element (its start is the current point).
    static func piece(of segment: CGPathSegment, from t0: CGFloat, to t1: CGFloat) -> CGPath.Element {
        switch segment.kind {
        case .line:
            return .addLine(segment.point(at: t1))
        case .quadCurve:
            let (_, control, to) = subQuad(segment.p0, segment.p1, segment.p3, t0, t1)
            return .addQuadCurve(control: control, to: to)
        case .curve:
            let (_, b, c, d) = subCubic(segment.p0, segment.p1, segment.p2, segment.p3, t0, t1)
            return .addCurve(control1: b, control2: c, to: d)
        }
    }

    private static func lerp(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }

    /// The cubic between t0 and t1: cut at t1, then cut the first part at t0 / t1.
    static func subCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t0: CGFloat, _ t1: CGFloat)
        -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        // First part of a cut at t1.
        let a = lerp(p0, p1, t1), b = lerp(p1, p2, t1), c = lerp(p2, p3, t1)
        let d = lerp(a, b, t1), e = lerp(b, c, t1), f = lerp(d, e, t1)
        let (q0, q1, q2, q3) = (p0, a, d, f)
        guard t1 > 0 else { return (q0, q0, q0, q0) }
        // Second part of a cut at t0 / t1.
        let u = t0 / t1
        let g = lerp(q0, q1, u), h = lerp(q1, q2, u), i = lerp(q2, q3, u)
        let j = lerp(g, h, u), k = lerp(h, i, u), l = lerp(j, k, u)
        return (l, k, i, q3)
    }

    /// The quadratic between t0 and t1.
    static func subQuad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t0: CGFloat, _ t1: CGFloat)
        -> (CGPoint, CGPoint, CGPoint) {
        let a = lerp(p0, p1, t1), b = lerp(p1, p2, t1), c = lerp(a, b, t1)
        let (q0, q1, q2) = (p0, a, c)
        guard t1 > 0 else { return (q0, q0, q0) }
        let u = t0 / t1
        let g = lerp(q0, q1, u), h = lerp(q1, q2, u), j = lerp(g, h, u)
        return (j, h, q2)
    }
}

