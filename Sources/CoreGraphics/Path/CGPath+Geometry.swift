// CGPath geometry queries (API.md): boundingBox (all points, control points included, as
// Apple's), currentPoint, and the per-element end points keyframe animation uses (spec §6.5).
import Foundation

extension CGPath {
    /// The smallest rect holding every point of the path, control points included;
    /// CGRect.null for an empty path, as Apple's.
    public var boundingBox: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for element in elements {
            for p in element.points {
                minX = min(minX, p.x); minY = min(minY, p.y)
                maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where the next element would start: the last end point, or the start of the subpath
    /// after a close; .zero for an empty path, as Apple's.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p): subpathStart = p; current = p
            case .closeSubpath: current = subpathStart
            default: current = element.endPoint ?? current
            }
        }
        return current
    }

    /// The point each element ends at, in order; a close ends at its subpath's start.
    package var elementEndPoints: [CGPoint] {
        var result: [CGPoint] = []
        result.reserveCapacity(elements.count)
        var subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p): subpathStart = p; result.append(p)
            case .closeSubpath: result.append(subpathStart)
            default: result.append(element.endPoint ?? subpathStart)
            }
        }
        return result
    }
}
