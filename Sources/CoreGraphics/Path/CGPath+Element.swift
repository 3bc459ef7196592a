// CGPath.Element: one path element as a Swift value (moveTo, addLine, addQuadCurve, addCurve,
// closeSubpath), standing in for Apple's CGPathElement/CGPathElementType pair.
import Foundation

extension CGPath {
    package enum Element: Equatable, Hashable, Sendable {
        case moveTo(CGPoint)
        case addLine(CGPoint)
        case addQuadCurve(control: CGPoint, to: CGPoint)
        case addCurve(control1: CGPoint, control2: CGPoint, to: CGPoint)
        case closeSubpath

        /// The element's end point; nil for closeSubpath (it ends where its subpath began).
        package var endPoint: CGPoint? {
            switch self {
            case .moveTo(let p), .addLine(let p), .addQuadCurve(_, let p), .addCurve(_, _, let p): return p
            case .closeSubpath: return nil
            }
        }

        /// Every point the element stores, control points included.
        package var points: [CGPoint] {
            switch self {
            case .moveTo(let p), .addLine(let p): return [p]
            case .addQuadCurve(let c, let p): return [c, p]
            case .addCurve(let c1, let c2, let p): return [c1, c2, p]
            case .closeSubpath: return []
            }
        }

        /// The element with every point mapped through `t`.
        package func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .moveTo(let p): return .moveTo(p.applying(t))
            case .addLine(let p): return .addLine(p.applying(t))
            case .addQuadCurve(let c, let p): return .addQuadCurve(control: c.applying(t), to: p.applying(t))
            case .addCurve(let c1, let c2, let p):
                return .addCurve(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
    }
}
