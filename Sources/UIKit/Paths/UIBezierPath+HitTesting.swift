// UIBezierPath.contains(_:) (UIBezierPath.h containsPoint:; docs/porting.md "The UIKit types"): whether a point is
// inside the filled area, by the path's fill rule (usesEvenOddFillRule). Open subpaths count as closed, as a fill
// closes them. Curves are flattened to 32 chords each and the point's winding number (or crossing count) over the
// chords decides, the even-odd and non-zero rules' own definitions.
import QuartzCore
import Foundation

extension UIBezierPath {
    public func contains(_ point: CGPoint) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons() where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                // A chord crosses the horizontal ray to the right of the point.
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x {
                        crossings += 1
                        winding += b.y > a.y ? 1 : -1
                    }
                }
            }
        }
        return usesEvenOddFillRule ? crossings % 2 == 1 : winding != 0
    }

    /// Each subpath as a closed polygon of its points, curves flattened.
    private func polygons() -> [[CGPoint]] {
        let steps = 32
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func finish() {
            if !current.isEmpty { result.append(current) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                finish()
                current = [p]
                last = p
            case .addLine(let p):
                current.append(p)
                last = p
            case .addQuadCurve(let c, let p):
                let start = last
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .addCurve(let c1, let c2, let p):
                let start = last
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .closeSubpath:
                if let first = current.first {
                    finish()
                    current = [first]
                    last = first
                }
            }
        }
        finish()
        return result
    }
}
