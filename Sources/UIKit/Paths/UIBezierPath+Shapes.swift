// UIBezierPath's shape initializers (UIBezierPath.h; docs/porting.md "The UIKit types"). Rectangles and ovals run
// clockwise on screen from their top-left (rect) or rightmost point (oval), as UIKit's. Rounded corners are
// circular arcs; UIKit's since iOS 7 are its continuous ("squircle") corners, which differ by under a pixel at the
// corner's middle for radii below ~20 points (docs/porting.md). byRoundingCorners uses cornerRadii.width for both
// directions, as UIKit does, clamped to half the shorter side.
import QuartzCore
import Foundation

extension UIBezierPath {
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all four corners rounded by `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by cornerRadii.width.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let requested = cornerRadii.width.isFinite ? max(cornerRadii.width, 0) : 0
        let radius = min(requested, r.width / 2, r.height / 2)
        func corner(_ which: UIRectCorner) -> CGFloat { corners.contains(which) ? radius : 0 }
        let topLeft = corner(.topLeft), topRight = corner(.topRight)
        let bottomRight = corner(.bottomRight), bottomLeft = corner(.bottomLeft)
        // Clockwise on screen from the top edge: angles grow clockwise in the y-down space.
        path.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topRight, y: r.minY))
        if topRight > 0 {
            addArc(withCenter: CGPoint(x: r.maxX - topRight, y: r.minY + topRight), radius: topRight,
                   startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
        if bottomRight > 0 {
            addArc(withCenter: CGPoint(x: r.maxX - bottomRight, y: r.maxY - bottomRight), radius: bottomRight,
                   startAngle: 0, endAngle: .pi / 2, clockwise: true)
        }
        path.addLine(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
        if bottomLeft > 0 {
            addArc(withCenter: CGPoint(x: r.minX + bottomLeft, y: r.maxY - bottomLeft), radius: bottomLeft,
                   startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft))
        if topLeft > 0 {
            addArc(withCenter: CGPoint(x: r.minX + topLeft, y: r.minY + topLeft), radius: topLeft,
                   startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
        }
        path.closeSubpath()
    }

    /// An open arc (a new path starting at the arc's start), clockwise on screen when `clockwise` is true: from
    /// angle 0 (right of the centre) to π/2 (below it) clockwise is a quarter turn through the lower right.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
}
