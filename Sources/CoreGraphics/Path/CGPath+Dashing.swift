// CGPath dash outlines (Apple's copy(dashingWithPhase:lengths:transform:), CGPath.h CGPathCreateCopyByDashingPath,
// docs/porting.md "Added API"): the painted dashes of the path as open subpaths, as a stroke with that dash pattern
// would paint them. Lengths alternate painted and unpainted, starting `phase` into the pattern, and the pattern
// runs on from one subpath to the next only within a subpath (each subpath restarts at the phase, as Quartz does).
// Curves are flattened (0.01 units), so dashes along curves are polylines; the transform maps the result's points.
import Foundation

extension CGPath {
    /// The dashes of the path; an empty, negative or all-zero pattern (or a non-finite phase) gives a copy of the
    /// path, with one message for the invalid ones.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let valid = !lengths.isEmpty && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
            && phase.isFinite
        guard valid else {
            if !lengths.isEmpty {
                EngineDiagnostics.report(
                    "CGPath.copy(dashingWithPhase: \(phase), lengths: \(lengths)): lengths must be finite, ≥ 0 and not "
                        + "all zero, and phase finite; returned the path undashed.")
            }
            return CGPath(elements: elements.map { $0.applying(transform) })
        }
        let pattern = lengths.count % 2 == 0 ? lengths : lengths + lengths
        let period = pattern.reduce(0, +)
        let result = CGMutablePath()
        for subpath in PathPolyline.subpaths(of: elements, tolerance: 0.01) {
            var points = subpath.points
            if subpath.isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // Where in the pattern the subpath starts: phase modulo the period.
            var index = 0
            var left = pattern[0]
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            while offset > 0 {
                if offset >= left {
                    offset -= left
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                } else {
                    left -= offset
                    offset = 0
                }
            }
            var drawing = false
            for i in points.indices.dropFirst() {
                var a = points[i - 1]
                let b = points[i]
                var remaining = hypot(b.x - a.x, b.y - a.y)
                while remaining > 0 {
                    let on = index % 2 == 0
                    let step = min(left, remaining)
                    let t = step / remaining
                    let next = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        if !drawing { result.move(to: a, transform: transform); drawing = true }
                        // A zero-length dash is a zero-length line, so round and square caps paint a dot.
                        result.addLine(to: next, transform: transform)
                    }
                    remaining -= step
                    left -= step
                    a = next
                    if left <= 0 {
                        index = (index + 1) % pattern.count
                        left = pattern[index]
                        drawing = false
                    }
                }
            }
        }
        return CGPath(elements: result.elements)
    }
}
