// UIBezierPath (UIKit's UIBezierPath.h; docs/porting.md "The UIKit types"): a CGMutablePath with the drawing
// attributes UIKit keeps beside it (line width, cap, join, miter limit, dash, fill rule). This file holds the
// storage and the building methods; the shape initializers, hit testing, reversal and drawing are in the
// UIBezierPath+Concern.swift files. Angles are UIKit's: in its y-down space angle π/2 points down and `clockwise`
// means clockwise on screen, which is Core Graphics' counter-clockwise (UIBezierPath+Shapes.swift).
import QuartzCore
import Foundation

open class UIBezierPath: NSObject {
    var path = CGMutablePath()
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    public override init() { super.init() }

    /// The path of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as Core Graphics draws it (a copy; setting it replaces the path's elements).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// Stroke width in points (UIKit's default 1).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (UIKit's default 10).
    open var miterLimit: CGFloat = 10
    /// The flatness (UIKit's default 0.6); cairo flattens with its own tolerance, so it is kept only.
    open var flatness: CGFloat = 0.6
    /// Even-odd rather than non-zero winding for fill() and contains(_:).
    open var usesEvenOddFillRule = false

    // MARK: Building

    open func move(to point: CGPoint) { path.move(to: point) }

    /// A line from the current point; with no current point UIKit logs and adds nothing, and so does this.
    open func addLine(to point: CGPoint) {
        guard hasCurrentPoint("addLine(to:)") else { return }
        path.addLine(to: point)
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard hasCurrentPoint("addCurve(to:controlPoint1:controlPoint2:)") else { return }
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard hasCurrentPoint("addQuadCurve(to:controlPoint:)") else { return }
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc in UIKit's sense (clockwise on screen, y down), joined to the current point by a line when there
    /// is one, as UIKit's.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // Core Graphics' `clockwise` is clockwise in its y-up space, the opposite turn on a y-down screen.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }

    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds `bezierPath`'s elements (not its drawing attributes).
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let original = path
        path = CGMutablePath()
        path.addPath(original, transform: transform)
    }

    // MARK: Queries

    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle holding every point, control points included (UIBezierPath.h), CGRect.null when empty.
    open var bounds: CGRect { path.boundingBox }

    /// Where the next element starts (.zero for an empty path).
    open var currentPoint: CGPoint { path.currentPoint }

    // MARK: Dashes

    /// The dash lengths (`count` of them from `pattern`; nil or 0 for a solid line) and the phase into them.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Copies the dash lengths into `pattern` (when given) and reports their count and the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    private func hasCurrentPoint(_ call: String) -> Bool {
        guard path.isEmpty else { return true }
        EngineDiagnostics.report("UIBezierPath.\(call): the path has no current point; call move(to:) first. "
                                 + "Nothing was added.")
        return false
    }
}
