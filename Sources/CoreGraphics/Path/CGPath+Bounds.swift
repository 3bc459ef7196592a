// CGPath.boundingBoxOfPath (CGPath.h CGPathGetPathBoundingBox, docs/porting.md "Added API"): the smallest rect
// holding every point the path passes through, curves included but not their control points (boundingBox keeps
// the control points, as Apple's). The extremes of each quadratic and cubic Bézier are found where its
// derivative is zero; CGRect.null for an empty path, as Apple's.
import Foundation

extension CGPath {
    public var boundingBoxOfPath: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p):
                include(p)
                start = p
            case .addLine(let p):
                include(p)
            case .addQuadCurve(let c, let p):
                let segment = CGPathSegment(kind: .quadCurve, p0: current, p1: c, p2: c, p3: p, elementIndex: 0)
                include(p)
                for t in CGPath.quadExtremes(current.x, c.x, p.x) + CGPath.quadExtremes(current.y, c.y, p.y) {
                    include(segment.point(at: t))
                }
            case .addCurve(let c1, let c2, let p):
                let segment = CGPathSegment(kind: .curve, p0: current, p1: c1, p2: c2, p3: p, elementIndex: 0)
                include(p)
                for t in CGPath.cubicExtremes(current.x, c1.x, c2.x, p.x) + CGPath.cubicExtremes(current.y, c1.y, c2.y, p.y) {
                    include(segment.point(at: t))
                }
            case .closeSubpath:
                break
            }
            current = element.endPoint ?? start
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Parameters in (0, 1) where a quadratic Bézier coordinate has an extreme.
    private static func quadExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic Bézier coordinate has an extreme (roots of its derivative).
    private static func cubicExtremes(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // d/dt = 3(a t² + b t + c) with:
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots += [(-b + s) / (2 * a), (-b - s) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
