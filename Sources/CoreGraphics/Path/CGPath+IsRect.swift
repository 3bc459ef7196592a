// CGPath.isRect(_:) (CGPath.h CGPathIsRect, docs/porting.md "Added API"): whether the path is one axis-aligned
// rectangle (a move and three or four lines along the axes, closed or ending where it started), and which one.
import Foundation

extension CGPath {
    /// True, with the rectangle written through `rect` when it is given, when the path is a single rectangle.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        var closed = false
        for (index, element) in elements.enumerated() {
            switch element {
            case .moveTo(let p) where index == 0: points.append(p)
            case .addLine(let p) where !closed: points.append(p)
            case .closeSubpath where index == elements.count - 1: closed = true
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4, closed || elements.count == 5 else { return false }
        // Four axis-aligned sides, turning from horizontal to vertical at every corner.
        var horizontal: [Bool] = []
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            if a.y == b.y && a.x != b.x {
                horizontal.append(true)
            } else if a.x == b.x && a.y != b.y {
                horizontal.append(false)
            } else {
                return false
            }
        }
        guard horizontal[0] != horizontal[1], horizontal[1] != horizontal[2], horizontal[2] != horizontal[3] else {
            return false
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }
}
