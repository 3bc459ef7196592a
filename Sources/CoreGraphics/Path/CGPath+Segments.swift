// CGPath split into keyframe segments (spec §6.5): each line, curve and close becomes one
// CGPathSegment starting at the previous end point; move-to only sets the next start.
import Foundation

extension CGPath {
    package var segments: [CGPathSegment] {
        var result: [CGPathSegment] = []
        result.reserveCapacity(elements.count)
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for (index, element) in elements.enumerated() {
            switch element {
            case .moveTo(let p):
                current = p; subpathStart = p
            case .addLine(let p):
                result.append(CGPathSegment(kind: .line, p0: current, p1: current, p2: p, p3: p, elementIndex: index))
                current = p
            case .addQuadCurve(let c, let p):
                result.append(CGPathSegment(kind: .quadCurve, p0: current, p1: c, p2: c, p3: p, elementIndex: index))
                current = p
            case .addCurve(let c1, let c2, let p):
                result.append(CGPathSegment(kind: .curve, p0: current, p1: c1, p2: c2, p3: p, elementIndex: index))
                current = p
            case .closeSubpath:
                result.append(CGPathSegment(
                    kind: .line, p0: current, p1: current, p2: subpathStart, p3: subpathStart, elementIndex: index))
                current = subpathStart
            }
        }
        return result
    }

    /// The path as a polyline with arc lengths, for paced motion along it.
    package func flattened(tolerance: CGFloat = 0.1) -> FlattenedPath {
        FlattenedPath(segments: segments, tolerance: tolerance)
    }
}
