// FlattenedPath: a path's segments approximated by short chords with cumulative arc lengths,
// so keyframe animation can find the point and tangent at an arc-length fraction (paced mode,
// spec §6.5). Built once when the animation is set up; each lookup is a binary search that
// evaluates the exact curve, with no allocation.
import Foundation

package struct FlattenedPath: Sendable, Equatable {
    /// One chord: a parameter range of one segment and the arc length where it ends.
    package struct Chord: Sendable, Equatable {
        package let segment: Int
        package let t0: CGFloat, t1: CGFloat
        package let endLength: CGFloat
    }

    package let segments: [CGPathSegment]
    package let chords: [Chord]
    /// Arc length up to the end of each segment (same count as `segments`).
    package let segmentEndLengths: [CGFloat]

    package var totalLength: CGFloat { chords.last?.endLength ?? 0 }

    /// Curves are split until each chord's midpoint is within `tolerance` of the curve
    /// (at most 256 chords per segment).
    package init(segments: [CGPathSegment], tolerance: CGFloat = 0.1) {
        self.segments = segments
        var chords: [Chord] = []
        var ends: [CGFloat] = []
        var length: CGFloat = 0
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        for (index, segment) in segments.enumerated() {
            let count = FlattenedPath.chordCount(segment, tolerance: tol)
            var previous = segment.p0
            for i in 1...count {
                let t = CGFloat(i) / CGFloat(count)
                let p = segment.point(at: t)
                length += hypot(p.x - previous.x, p.y - previous.y)
                chords.append(Chord(segment: index, t0: CGFloat(i - 1) / CGFloat(count), t1: t, endLength: length))
                previous = p
            }
            ends.append(length)
        }
        self.chords = chords
        self.segmentEndLengths = ends
    }

    /// Uniform chords: the flatness bound of a Bézier (max second difference of its control
    /// polygon) gives the number of pieces for the tolerance.
    static func chordCount(_ s: CGPathSegment, tolerance: CGFloat) -> Int {
        let d: CGFloat
        switch s.kind {
        case .line: return 1
        case .quadCurve:
            d = hypot(s.p0.x - 2 * s.p1.x + s.p3.x, s.p0.y - 2 * s.p1.y + s.p3.y) * 2
        case .curve:
            let a = hypot(s.p0.x - 2 * s.p1.x + s.p2.x, s.p0.y - 2 * s.p1.y + s.p2.y)
            let b = hypot(s.p1.x - 2 * s.p2.x + s.p3.x, s.p1.y - 2 * s.p2.y + s.p3.y)
            d = max(a, b) * 6
        }
        guard d.isFinite else { return 1 }
        let n = (d / (8 * tolerance)).squareRoot().rounded(.up)
        return Int(min(max(n, 1), 256))
    }

    /// The point and tangent angle at `fraction` (0...1, clamped) of the total arc length.
    package func position(atFraction fraction: CGFloat) -> (point: CGPoint, tangentAngle: CGFloat)? {
        guard !chords.isEmpty else { return nil }
        let target = min(max(fraction, 0), 1) * totalLength
        // First chord whose end length reaches the target.
        var low = 0, high = chords.count - 1
        while low < high {
            let mid = (low + high) / 2
            if chords[mid].endLength < target { low = mid + 1 } else { high = mid }
        }
        let chord = chords[low]
        let startLength = low > 0 ? chords[low - 1].endLength : 0
        let span = chord.endLength - startLength
        let u = span > 0 ? (target - startLength) / span : 0
        let t = chord.t0 + u * (chord.t1 - chord.t0)
        let segment = segments[chord.segment]
        return (segment.point(at: t), segment.tangentAngle(at: t))
    }
}
