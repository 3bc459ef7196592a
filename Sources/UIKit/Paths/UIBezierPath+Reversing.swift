// UIBezierPath.reversing() (UIBezierPath.h bezierPathByReversingPath; docs/porting.md "The UIKit types"): the same
// shape traversed backwards: subpaths keep their order, each runs from its end to its start with every segment
// reversed (a cubic's control points swap), and a closed subpath stays closed. Drawing attributes are copied.
import QuartzCore
import Foundation

extension UIBezierPath {
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        var segments: [(start: CGPoint, element: CGPath.Element)] = []
        var subpathStart = CGPoint.zero, current = CGPoint.zero
        func emit(closed: Bool) {
            if closed {
                // The closing line runs from the last point back to the start; reversed, it comes first.
                reversed.path.move(to: subpathStart)
                if current != subpathStart { reversed.path.addLine(to: current) }
            } else {
                reversed.path.move(to: current)
            }
            for segment in segments.reversed() {
                switch segment.element {
                case .addLine: reversed.path.addLine(to: segment.start)
                case .addQuadCurve(let c, _): reversed.path.addQuadCurve(to: segment.start, control: c)
                case .addCurve(let c1, let c2, _):
                    reversed.path.addCurve(to: segment.start, control1: c2, control2: c1)
                default: break
                }
            }
            if closed { reversed.path.closeSubpath() }
            segments = []
        }
        var open = false
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                if open { emit(closed: false) }
                subpathStart = p
                current = p
                open = true
            case .closeSubpath:
                emit(closed: true)
                current = subpathStart
                open = false
            default:
                segments.append((current, element))
                current = element.endPoint ?? current
                open = true
            }
        }
        if open { emit(closed: false) }
        return reversed
    }

    func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }
}
